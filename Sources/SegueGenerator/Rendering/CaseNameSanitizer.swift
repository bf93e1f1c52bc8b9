import StoryboardKit

/// Turns storyboard segue identifiers, which are free text, into readable Swift case names:
/// `"Show Job-Editor"` → `showJobEditor`, `"2FA"` → `_2FA`, `"default"` → `` `default` ``
/// (the backticks are added when rendering). Identifiers that come out the same are told
/// apart with a numeric suffix, in an order that depends only on the identifiers themselves.
enum CaseNameSanitizer {
  /// Every distinct identifier in `identifiers` with its case name, in the identifiers' byte
  /// order.
  static func caseNames(for identifiers: some Sequence<String>)
    -> [(identifier: String, caseName: String)]
  {
    var sorted = Array(identifiers)
    sorted.sort(by: ByteOrder.precedes)
    var names: [(identifier: String, caseName: String)] = []
    names.reserveCapacity(sorted.count)
    // Sorted by their bytes, repeated identifiers sit side by side.
    for identifier in sorted where names.last?.identifier != identifier {
      names.append((identifier, caseName(for: identifier)))
    }
    // An identifier that is already its own case name keeps it; the rest queue behind it.
    // Exact names differ from one another, so without the rest there is nothing to resolve.
    var order = names.indices.filter { names[$0].caseName == names[$0].identifier }
    guard order.count < names.count else { return names }
    order += names.indices.filter { names[$0].caseName != names[$0].identifier }
    var taken = Set<String>(minimumCapacity: names.count)
    for index in order {
      let base = names[index].caseName
      var name = base
      var suffix = 2
      while taken.contains(name) {
        name = base + "_" + String(suffix)
        suffix += 1
      }
      taken.insert(name)
      names[index].caseName = name
    }
    return names
  }

  /// The case name for one identifier, before collisions are resolved.
  static func caseName(for identifier: String) -> String {
    var name = asciiCamelCase(identifier) ?? unicodeCamelCase(identifier)
    if name.isEmpty { return "segue" }
    if let head = name.unicodeScalars.first, !SwiftIdentifier.isHead(head) {
      name = "_" + name
    }
    if isReserved(name) {
      name += "_"
    }
    return name
  }

  /// Whether `name` is ``reserved`` or unusable; names longer than all of them skip hashing.
  private static func isReserved(_ name: String) -> Bool {
    name.utf8.count <= longestReserved
      && (reserved.contains(name) || SwiftIdentifier.unusable.contains(name))
  }

  private static let longestReserved =
    reserved.union(SwiftIdentifier.unusable).map(\.utf8.count).max() ?? 0

  /// Names that would clash with what `RawRepresentable` and `CaseIterable` declare, or with
  /// the generated `unwindAction` property.
  static let reserved: Set<String> = [
    "allCases", "rawValue", "init", "hashValue", "Type", "unwindAction",
  ]

  /// The words of `identifier` joined in camel case, for any Unicode text.
  private static func unicodeCamelCase(_ identifier: String) -> String {
    let words = words(in: identifier)
    guard let first = words.first else { return "" }
    var name = lowercasedLeadingCapitals(first)
    for word in words.dropFirst() {
      name += capitalized(word)
    }
    return name
  }

  /// The same for ASCII text, byte by byte into the result: most identifiers, and much faster;
  /// nil when `identifier` is not all ASCII.
  private static func asciiCamelCase(_ identifier: String) -> String? {
    var source = identifier
    return source.withUTF8 { bytes in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      // Most identifiers are one word, or already camel case: they are their own case name.
      if let first = bytes.first, isLowercase(first), bytes.allSatisfy(isASCIIAlphanumeric) {
        return identifier
      }
      return String(unsafeUninitializedCapacity: bytes.count) { output in
        var written = 0
        var start = 0
        while start < bytes.count {
          guard isASCIIAlphanumeric(bytes[start]) else {
            start += 1
            continue
          }
          var end = start
          while end < bytes.count, isASCIIAlphanumeric(bytes[end]) { end += 1 }
          // The first word loses its leading capitals, except the one that starts the next
          // word (`URLRequest` → `urlRequest`); every later word gains one.
          var lowered = 0
          var raised = 0
          if written == 0 {
            var capitals = 0
            while start + capitals < end, isUppercase(bytes[start + capitals]) { capitals += 1 }
            lowered = capitals > 1 && capitals < end - start ? capitals - 1 : capitals
          } else if isLowercase(bytes[start]) {
            raised = 1
          }
          for index in start..<end {
            var byte = bytes[index]
            if index - start < lowered {
              byte += 0x20
            } else if index - start < raised {
              byte -= 0x20
            }
            output[written] = byte
            written += 1
          }
          start = end
        }
        return written
      }
    }
  }

  private static func isUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }

  private static func isLowercase(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }

  private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
    default: false
    }
  }

  /// Runs of letters and digits that Swift accepts in identifiers; everything else separates.
  private static func words(in identifier: String) -> [String] {
    var words: [String] = []
    var current = String.UnicodeScalarView()
    for scalar in identifier.unicodeScalars {
      if isWordScalar(scalar) {
        current.append(scalar)
      } else if !current.isEmpty {
        words.append(String(current))
        current = String.UnicodeScalarView()
      }
    }
    if !current.isEmpty { words.append(String(current)) }
    return words
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar)
    }
    let properties = scalar.properties
    guard properties.isAlphabetic || properties.numericType != nil else { return false }
    guard properties.generalCategory != .format else { return false }
    return SwiftIdentifier.isHead(scalar) || SwiftIdentifier.isContinuation(scalar)
  }

  /// `ShowDetail` → `showDetail`, `URLRequest` → `urlRequest`, `OK` → `ok`.
  private static func lowercasedLeadingCapitals(_ word: String) -> String {
    let scalars = Array(word.unicodeScalars)
    var capitals = 0
    while capitals < scalars.count, scalars[capitals].properties.isUppercase {
      capitals += 1
    }
    // Keep the capital that starts the next word: the R of `URLRequest`.
    let lowered = capitals > 1 && capitals < scalars.count ? capitals - 1 : capitals
    var result = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      if index < lowered {
        result.append(contentsOf: String(scalar).lowercased().unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  private static func capitalized(_ word: String) -> String {
    guard let first = word.unicodeScalars.first else { return word }
    return String(first).uppercased() + String(word.unicodeScalars.dropFirst())
  }
}
