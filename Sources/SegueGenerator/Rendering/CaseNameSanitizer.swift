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
    uniqueNames(identifiers, reserved: reserved.union(SwiftIdentifier.unusable), suffix: "_") {
      identifierName(for: $0, upperCamelCase: false, empty: "segue")
    }.map { ($0.text, $0.name) }
  }

  /// The case name for one identifier, before collisions are resolved.
  static func caseName(for identifier: String) -> String {
    let name = identifierName(for: identifier, upperCamelCase: false, empty: "segue")
    return reserved.contains(name) || SwiftIdentifier.unusable.contains(name) ? name + "_" : name
  }

  /// Each distinct text (by its bytes) with a name from `base`, in the texts' byte order: a
  /// reserved base takes `suffix`; a text that is already its own name keeps it; the others
  /// take the first free number (`_2`, `_3`, …), in byte order. Segue cases, storyboard enums
  /// and scene properties are all named this way.
  static func uniqueNames(
    _ texts: some Sequence<String>, reserved: Set<String>, suffix: String,
    base: (String) -> String
  ) -> [(text: String, name: String)] {
    var names: [(text: String, name: String)] = []
    // Sorted by their bytes, repeated texts sit side by side.
    for text in texts.sortedByBytes()
    where !(names.last.map { $0.text.utf8.elementsEqual(text.utf8) } ?? false) {
      let name = base(text)
      names.append((text, reserved.contains(name) ? name + suffix : name))
    }
    let exact = names.indices.filter { names[$0].name == names[$0].text }
    let others = names.indices.filter { names[$0].name != names[$0].text }
    var taken = reserved
    for index in exact + others {
      let first = names[index].name
      var name = first
      var number = 2
      while taken.contains(name) {
        name = "\(first)_\(number)"
        number += 1
      }
      taken.insert(name)
      names[index].name = name
    }
    return names
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
