/// Helpers over byte ranges of the scanned buffer.
enum XMLBytes {
  /// Whether the bytes `start..<end` spell `text`.
  @inline(__always)
  static func equal(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ text: StaticString)
    -> Bool
  {
    let length = text.utf8CodeUnitCount
    guard end - start == length else { return false }
    let expected = text.utf8Start
    for index in 0..<length where base[start + index] != expected[index] { return false }
    return true
  }

  /// Whether the bytes at `start` begin with `text`; the buffer's zero padding makes reading
  /// past its end safe for the short prefixes the scanner looks for.
  @inline(__always)
  static func hasPrefix(_ base: UnsafePointer<UInt8>, _ start: Int, _ text: StaticString) -> Bool {
    let expected = text.utf8Start
    for index in 0..<text.utf8CodeUnitCount where base[start + index] != expected[index] {
      return false
    }
    return true
  }

  /// Whether the UTF-8 bytes of `text` contain those of `part`. The parser checks every
  /// document's type this way: String's Unicode-aware search costs microseconds a call.
  static func contains(_ text: String, _ part: StaticString) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      let length = part.utf8CodeUnitCount
      guard length <= bytes.count, let base = bytes.baseAddress else { return length == 0 }
      return (0...(bytes.count - length)).contains { equal(base, $0, $0 + length, part) }
    }
  }

  /// Replaces the predefined entities and character references of an attribute value that the
  /// scanner has already checked, and turns each tab and line break into a space.
  static func decodeAttributeValue(_ raw: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(raw.count)
    var index = 0
    while index < raw.count {
      let byte = raw[index]
      switch byte {
      case UInt8(ascii: "&"):
        var end = index + 1
        while end < raw.count && raw[end] != UInt8(ascii: ";") { end += 1 }
        let body = UnsafeBufferPointer(rebasing: raw[(index + 1)..<end])
        appendReference(body, to: &output)
        index = end + 1
      case 0x0D:
        output.append(0x20)
        index += index + 1 < raw.count && raw[index + 1] == 0x0A ? 2 : 1
      case 0x09, 0x0A:
        output.append(0x20)
        index += 1
      default:
        output.append(byte)
        index += 1
      }
    }
    return output
  }

  private static func appendReference(_ body: UnsafeBufferPointer<UInt8>, to output: inout [UInt8])
  {
    let name = String(decoding: body, as: UTF8.self)
    switch name {
    case "lt": output.append(UInt8(ascii: "<"))
    case "gt": output.append(UInt8(ascii: ">"))
    case "amp": output.append(UInt8(ascii: "&"))
    case "apos": output.append(UInt8(ascii: "'"))
    case "quot": output.append(UInt8(ascii: "\""))
    default:
      let isHex = name.hasPrefix("#x")
      let digits = name.dropFirst(isHex ? 2 : 1)
      guard let value = UInt32(digits, radix: isHex ? 16 : 10),
        let scalar = Unicode.Scalar(value)
      else { return }
      output.append(contentsOf: String(Character(scalar)).utf8)
    }
  }
}
