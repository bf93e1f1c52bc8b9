extension SourceIndex {
  /// Whether linked code that was not read may declare `className` or one of its
  /// superclasses, and so the methods it inherits: some such code exists, and the chain of
  /// superclasses the sources show ends at a class neither they nor Apple's SDKs declare
  /// (`class SettingsViewController: RSTViewController`, with Roxas unread).
  package func mayInheritFromUnreadCode(_ className: String) -> Bool {
    guard !unreadLinkedCode.isEmpty else { return false }
    let last = hierarchy.chain(from: className).last ?? className
    // A superclass may be written qualified (`Roxas.RSTViewController`).
    let root = last.split(separator: ".").last.map(String.init) ?? last
    return !classes.contains(root) && !AppleClasses.contains(root)
  }

  /// How a message names the unread linked code: `pod ORStackView and Swift package Sparkle`.
  package var unreadLinkedCodeDescription: String {
    let names = unreadLinkedCode.map(\.description)
    guard let last = names.last else { return "" }
    return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
  }

  /// "was" or "were", after ``unreadLinkedCodeDescription``: the pods no file names are
  /// several.
  package var unreadLinkedCodeVerb: String {
    unreadLinkedCode.count == 1 && !unreadLinkedCode[0].isUnnamedPods ? "was" : "were"
  }
}
