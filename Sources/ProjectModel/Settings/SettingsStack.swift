import Foundation

/// Build settings assigned level by level, lowest first (defaults, the project's xcconfig, the
/// project, the target's xcconfig, the target): each assignment replaces the earlier value,
/// with `$(inherited)`, and a reference to the setting itself, standing for it. Other
/// references are kept for `SettingExpander`.
struct SettingsStack {
  private(set) var values: [String: String] = [:]
  /// The settings whose value `$(inherited)` made longer than `SettingExpander.maximumLength`,
  /// cut there, in the order met.
  private(set) var oversized: [String] = []
  /// What conditional names (`NAME[sdk=…]`) are matched against; without it they are skipped.
  var condition: SettingCondition?

  /// Assigns `value` to `name`; a conditional name applies to its base name when its
  /// conditions hold. A reference to the name itself is the value so far.
  mutating func assign(_ written: String, _ value: String) {
    var name = written
    if written.contains("[") {
      guard let (base, holds) = condition?.evaluate(written), holds else { return }
      name = base
    }
    let earlier = values[name] ?? ""
    var result = value
    // A value that names its own setting (`NAME = $(NAME) more`, or `NAME[arch=*] = $(NAME)
    // -ObjC`) takes the value of the level below, as `$(inherited)` does: Xcode reads it so
    // (xDrip's watch app sets `MAIN_APP_BUNDLE_IDENTIFIER = "$(MAIN_APP_BUNDLE_IDENTIFIER)"`
    // over its xcconfig's), and it is no cycle.
    // Most values reference nothing; Foundation's replacing costs ten thousand instructions a
    // call even when there is nothing to replace.
    if value.utf8.contains(UInt8(ascii: "$")) {
      for spelling in ["$(inherited)", "${inherited}", "$(\(name))", "${\(name)}"] {
        result = result.replacingOccurrences(of: spelling, with: earlier)
      }
      result = Self.replacingBare(name, in: result, with: earlier)
    }
    if result.utf8.count > SettingExpander.maximumLength {
      // `$(inherited)` twice in each of many assignments doubles the value each time.
      if !oversized.contains(name) { oversized.append(name) }
      result = SettingExpander.cut(result)
    }
    values[name] = result.trimmingWhitespace()
  }

  /// `text` with each `$NAME` written without brackets (and not the start of a longer name)
  /// replaced by `value`.
  private static func replacingBare(_ name: String, in text: String, with value: String)
    -> String
  {
    let reference = "$" + name
    guard text.contains(reference) else { return text }
    var result = ""
    var rest = text[...]
    while let range = rest.range(of: reference) {
      result += rest[..<range.lowerBound]
      let next = rest[range.upperBound...].first
      let continuesName = next.map { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
      result += continuesName == true ? reference : value
      rest = rest[range.upperBound...]
    }
    return result + rest
  }

  /// A `buildSettings` value as one string: list values are joined by spaces.
  static func text(_ value: Any?) -> String? {
    switch value {
    case let value as String: value
    case let list as [Any]: list.compactMap { $0 as? String }.joined(separator: " ")
    default: nil
    }
  }
}
