import DeterministicOutput
import SourceIndex
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
    var names: [(identifier: String, caseName: String)] = []
    // Sorted by their bytes, repeated identifiers sit side by side.
    for identifier in identifiers.sorted(by: ByteOrder.precedes)
    where names.last?.identifier != identifier {
      names.append((identifier, caseName(for: identifier)))
    }
    // An identifier that is already its own case name keeps it; the others take the first
    // free suffix, in byte order.
    let exact = names.indices.filter { names[$0].caseName == names[$0].identifier }
    let others = names.indices.filter { names[$0].caseName != names[$0].identifier }
    var taken: Set<String> = []
    for index in exact + others {
      let base = names[index].caseName
      var name = base
      var suffix = 2
      while taken.contains(name) {
        name = "\(base)_\(suffix)"
        suffix += 1
      }
      taken.insert(name)
      names[index].caseName = name
    }
    return names
  }

  /// The case name for one identifier, before collisions are resolved.
  static func caseName(for identifier: String) -> String {
    var name = identifierName(for: identifier, upperCamelCase: false, empty: "segue")
    if reserved.contains(name) || SwiftIdentifier.unusable.contains(name) {
      name += "_"
    }
    return name
  }

  /// `text`'s words in camel case (lower, or upper for a type name), with `_` before a first
  /// character that cannot start an identifier; `empty` when `text` has no word.
  static func identifierName(for text: String, upperCamelCase: Bool, empty: String) -> String {
    let words = words(in: text)
    var name =
      upperCamelCase ? words.map(capitalized).joined() : camelCase(words)
    if name.isEmpty { return empty }
    if let head = name.unicodeScalars.first, !SwiftIdentifier.isHead(head) {
      name = "_" + name
    }
    return name
  }

  /// Names that would clash with what `RawRepresentable` and `CaseIterable` declare, or with
  /// the generated `unwindAction` property.
  static let reserved: Set<String> = [
    "allCases", "rawValue", "init", "hashValue", "Type", "unwindAction",
  ]

  /// `words` joined in camel case: the first loses its leading capitals, every later one
  /// gains one.
  private static func camelCase(_ words: [String]) -> String {
    guard let first = words.first else { return "" }
    return words.dropFirst().reduce(lowercasedLeadingCapitals(first)) { $0 + capitalized($1) }
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
    let capitals = scalars.prefix { $0.properties.isUppercase }.count
    // Keep the capital that starts the next word: the R of `URLRequest`.
    let lowered = capitals > 1 && capitals < scalars.count ? capitals - 1 : capitals
    let head = scalars.prefix(lowered).map { String($0).lowercased() }.joined()
    return head + String(String.UnicodeScalarView(scalars.dropFirst(lowered)))
  }

  private static func capitalized(_ word: String) -> String {
    guard let first = word.unicodeScalars.first else { return word }
    return String(first).uppercased() + String(word.unicodeScalars.dropFirst())
  }
}
