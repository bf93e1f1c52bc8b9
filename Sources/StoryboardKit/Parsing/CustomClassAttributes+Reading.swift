extension CustomClassAttributes {
  /// Stores `attribute` when it is `customClass`, `customModule` or `customModuleProvider`;
  /// false, storing nothing, for any other.
  mutating func read(_ attribute: XMLAttribute, in base: UnsafePointer<UInt8>) -> Bool {
    if attribute.name.spells("customClass", in: base) {
      customClass = attribute.value(in: base)
    } else if attribute.name.spells("customModule", in: base) {
      customModule = attribute.value(in: base)
    } else if attribute.name.spells("customModuleProvider", in: base) {
      customModuleProvider = attribute.value(in: base)
    } else {
      return false
    }
    return true
  }

  /// The three attributes of `tag`.
  init(_ tag: XMLStartTag) {
    self.init()
    for attribute in tag.attributes { _ = read(attribute, in: tag.base) }
  }
}
