#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// XML allows each attribute once per tag.
extension XMLScanner {
  /// Rejects a tag that names the same attribute twice, reporting the second.
  func checkUniqueAttributes(elementName: XMLSpan) throws(XMLSyntaxError) {
    // Hashing keeps a tag with thousands of attributes linear.
    if attributes.count > 32 { return try checkUniqueAttributesByHash(elementName: elementName) }
    // A 64-bit filter on (length, last byte) skips the comparisons for most attributes.
    var seen: UInt64 = 0
    for later in 0..<attributes.count {
      let candidate = attributes[later]
      let length = candidate.name.count
      let bit: UInt64 = 1 << UInt64((length &* 7 &+ Int(base[candidate.name.end - 1])) & 63)
      if seen & bit == 0 {
        seen |= bit
        continue
      }
      for earlier in 0..<later where sameName(attributes[earlier], candidate) {
        throw duplicate(candidate, elementName: elementName)
      }
    }
  }

  private func checkUniqueAttributesByHash(elementName: XMLSpan) throws(XMLSyntaxError) {
    var indicesByHash: [Int: [Int]] = [:]
    for later in 0..<attributes.count {
      let candidate = attributes[later]
      var hasher = Hasher()
      hasher.combine(bytes: UnsafeRawBufferPointer(candidate.name.bytes(in: base)))
      let key = hasher.finalize()
      for earlier in indicesByHash[key, default: []] where sameName(attributes[earlier], candidate)
      {
        throw duplicate(candidate, elementName: elementName)
      }
      indicesByHash[key, default: []].append(later)
    }
  }

  private func sameName(_ first: XMLAttribute, _ second: XMLAttribute) -> Bool {
    let length = first.name.count
    return second.name.count == length
      && memcmp(base + first.name.start, base + second.name.start, length) == 0
  }

  private func duplicate(_ attribute: XMLAttribute, elementName: XMLSpan) -> XMLSyntaxError {
    error(
      at: attribute.name.start,
      "The attribute \(attribute.name.string(in: base)) appears twice in the tag "
        + "<\(elementName.string(in: base))>; expected each attribute "
        + "once.")
  }
}
