import Foundation

/// Build settings assigned level by level, lowest first (defaults, the project's xcconfig, the
/// project, the target's xcconfig, the target): each assignment replaces the earlier value,
/// with `$(inherited)` standing for it. Other references are kept for `SettingExpander`.
struct SettingsStack {
  private(set) var values: [String: String] = [:]
  /// The settings whose value `$(inherited)` made longer than `SettingExpander.maximumLength`,
  /// cut there, in the order met.
  private(set) var oversized: [String] = []
  /// What conditional names (`NAME[sdk=…]`) are matched against; without it they are skipped.
  var condition: SettingCondition?

  /// Assigns `value` to `name`; a conditional name applies to its base name when its
  /// conditions hold, and its value's reference to the base name is the value so far.
  mutating func assign(_ written: String, _ value: String) {
    var name = written
    if written.contains("[") {
      guard let (base, holds) = condition?.evaluate(written), holds else { return }
      name = base
    }
    let earlier = values[name] ?? ""
    var result = value
    var spellings = ["$(inherited)", "${inherited}"]
    // In `NAME[arch=*] = $(NAME) -ObjC`, `$(NAME)` is the value without the condition, not a
    // reference to itself.
    if name != written { spellings += ["$(\(name))", "${\(name)}"] }
    for spelling in spellings {
      result = result.replacingOccurrences(of: spelling, with: earlier)
    }
    if result.utf8.count > SettingExpander.maximumLength {
      // `$(inherited)` twice in each of many assignments doubles the value each time.
      if !oversized.contains(name) { oversized.append(name) }
      result = SettingExpander.cut(result)
    }
    values[name] = result.trimmingWhitespace()
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
