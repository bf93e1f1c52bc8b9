#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// XML allows each attribute once per tag.
extension XMLScanner {
  /// Rejects a tag that names the same attribute twice, reporting the second.
  func checkUniqueAttributes(elementName: Range<Int>) throws(XMLSyntaxError) {
    // Hashing keeps a tag with thousands of attributes linear.
    if attributes.count > 32 { return try checkUniqueAttributesByHash(elementName: elementName) }
    // A 64-bit filter on (length, last byte) skips the comparisons for most attributes.
    var seen: UInt64 = 0
    for later in 0..<attributes.count {
      let candidate = attributes[later]
      let length = candidate.nameEnd - candidate.nameStart
      let bit: UInt64 = 1 << UInt64((length &* 7 &+ Int(base[candidate.nameEnd - 1])) & 63)
      if seen & bit == 0 {
        seen |= bit
        continue
      }
      for earlier in 0..<later where sameName(attributes[earlier], candidate) {
        throw duplicate(candidate, elementName: elementName)
      }
    }
  }

  private func checkUniqueAttributesByHash(elementName: Range<Int>) throws(XMLSyntaxError) {
    var indicesByHash: [Int: [Int]] = [:]
    for later in 0..<attributes.count {
      let candidate = attributes[later]
      var hasher = Hasher()
      hasher.combine(
        bytes: UnsafeRawBufferPointer(
          start: base + candidate.nameStart, count: candidate.nameEnd - candidate.nameStart))
      let key = hasher.finalize()
      for earlier in indicesByHash[key, default: []] where sameName(attributes[earlier], candidate)
      {
        throw duplicate(candidate, elementName: elementName)
      }
      indicesByHash[key, default: []].append(later)
    }
  }

  private func sameName(_ first: XMLAttribute, _ second: XMLAttribute) -> Bool {
    let length = first.nameEnd - first.nameStart
    return second.nameEnd - second.nameStart == length
      && memcmp(base + first.nameStart, base + second.nameStart, length) == 0
  }

  private func duplicate(_ attribute: XMLAttribute, elementName: Range<Int>) -> XMLSyntaxError {
    error(
      at: attribute.nameStart,
      "The attribute \(name(attribute.nameStart, attribute.nameEnd)) appears twice in the tag "
        + "<\(name(elementName.lowerBound, elementName.upperBound))>; expected each attribute "
        + "once.")
  }
}
