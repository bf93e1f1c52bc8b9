/// The prefixes of Apple framework classes that storyboards name without a module.
package enum SystemClassPrefixes {
  private static let prefixes = [
    "UI", "NS", "WK", "AV", "MK", "GLK", "SK", "SCN", "PK", "CN", "MF", "QL", "PH", "SF", "MP",
    "AR", "GK", "EK", "CA", "MTK", "PDF", "ASC", "VN", "CK", "HK", "INUI", "ABPeople", "RP",
  ]

  /// Whether `name` is a prefix above followed by a capital letter, like `UITableViewController`.
  package static func matches(_ name: String) -> Bool {
    prefixes.contains { prefix in
      guard name.hasPrefix(prefix) else { return false }
      return name.dropFirst(prefix.count).first?.isUppercase ?? false
    }
  }
}
