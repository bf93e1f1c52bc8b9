import Foundation

/// The build a conditional setting such as `NAME[sdk=iphoneos*][config=Debug]` is matched
/// against: the target platform's device SDK, the chosen configuration, and an `arm64`
/// device. `*` in a condition's value matches any run of characters.
struct SettingCondition {
  /// The SDK name, such as `iphoneos`; nil when the platform is unknown (no `sdk=` matches).
  var sdk: String?
  var configuration: String

  /// The name without its conditions, and whether they hold; `holds` is true for a name
  /// without conditions.
  func evaluate(_ name: String) -> (base: String, holds: Bool) {
    guard let open = name.firstIndex(of: "[") else { return (name, true) }
    let base = String(name[..<open])
    var holds = true
    for condition in name[open...].split(separator: "[") {
      let pair = condition.trimmingSuffix("]").split(separator: "=", maxSplits: 1)
      guard pair.count == 2 else { return (base, false) }
      let pattern = String(pair[1])
      switch pair[0] {
      case "sdk": holds = holds && sdk.map { Self.matches(pattern, $0) } == true
      case "config": holds = holds && Self.matches(pattern, configuration)
      case "arch": holds = holds && Self.matches(pattern, "arm64")
      default: holds = false
      }
    }
    return (base, holds)
  }

  /// Whether `value` matches `pattern`, where `*` stands for any run of characters.
  static func matches(_ pattern: String, _ value: String) -> Bool {
    let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
    guard parts.count > 1 else { return pattern == value }
    var rest = Substring(value)
    guard rest.hasPrefix(parts[0]) else { return false }
    rest = rest.dropFirst(parts[0].count)
    for part in parts.dropFirst().dropLast() {
      guard let found = rest.range(of: part) else { return false }
      rest = rest[found.upperBound...]
    }
    return rest.hasSuffix(parts[parts.count - 1])
  }
}

extension Substring {
  fileprivate func trimmingSuffix(_ suffix: String) -> Substring {
    hasSuffix(suffix) ? dropLast(suffix.count) : self
  }
}
