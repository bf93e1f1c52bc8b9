/// The XML declaration, which only UTF-8 documents of XML 1.x pass.
extension XMLScanner {
  /// Reads and checks `<?xml version="1.x" encoding="UTF-8" standalone="…"?>`.
  mutating func scanXMLDeclaration() throws(XMLSyntaxError) {
    position += 5
    var seen: [String] = []
    while true {
      let hadSpace = XMLByteClass.isWhitespace(base[position])
      skipWhitespace()
      if XMLBytes.hasPrefix(base, position, "?>") {
        guard seen.first == "version" else { break }
        position += 2
        return
      }
      let nameStart = position
      while XMLByteClass.isName(base[position]) { position += 1 }
      let key = name(nameStart, position)
      let order = ["version", "encoding", "standalone"]
      guard hadSpace, let rank = order.firstIndex(of: key),
        seen.allSatisfy({ order.firstIndex(of: $0) ?? 0 < rank }),
        key == "version" || !seen.isEmpty
      else {
        position = nameStart
        break
      }
      seen.append(key)
      skipWhitespace()
      guard base[position] == UInt8(ascii: "=") else { break }
      position += 1
      skipWhitespace()
      let quote = base[position]
      guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { break }
      let valueStart = position + 1
      position = valueStart
      while base[position] != quote && position < count && base[position] != UInt8(ascii: ">") {
        position += 1
      }
      guard base[position] == quote else { break }
      let value = name(valueStart, position)
      position += 1
      try checkDeclared(key, value, at: valueStart)
    }
    throw error(
      at: position,
      "Expected the XML declaration's version, then optional encoding and standalone, then "
        + "'?>', found \(found(at: position)).")
  }

  private func checkDeclared(_ key: String, _ value: String, at offset: Int)
    throws(XMLSyntaxError)
  {
    switch key {
    case "version":
      guard value.hasPrefix("1."), value.count > 2, value.dropFirst(2).allSatisfy(\.isASCIIDigit)
      else {
        throw error(at: offset, "The XML version \"\(value)\" is not supported; expected 1.0.")
      }
    case "encoding":
      guard ["utf-8", "utf8", "us-ascii", "ascii"].contains(value.lowercased()) else {
        throw error(
          at: offset, "The encoding \"\(value)\" is not supported; expected UTF-8.")
      }
    default:
      guard value == "yes" || value == "no" else {
        throw error(at: offset, "Expected standalone=\"yes\" or \"no\", found \"\(value)\".")
      }
    }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
