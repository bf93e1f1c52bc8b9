import SourceIndex
import StoryboardKit

/// Objective-C's segue and scene calls: listed, never rewritten (the typed API is Swift's).
enum ObjectiveCSites {
  static func leftovers(path: String, tokens: TokenText) -> [Diagnostic] {
    var found: [Diagnostic] = []
    for (index, token) in tokens.tokens.enumerated() where token.kind == .name {
      let kind: MigrationSiteKind? =
        switch token.text {
        case "performSegueWithIdentifier": .performSegue
        case "instantiateViewControllerWithIdentifier": .scene
        case "instantiateInitialViewController": .initialScene
        default: nil
        }
      guard let kind, tokens.isText(index + 1, ":") || kind == .initialScene else { continue }
      found.append(
        Diagnostic(
          path: path, location: token.location, severity: .note,
          message: "Left as it is: Objective-C code cannot use the typed Swift API.",
          ruleID: SegueMigrator.leftoverRuleID(kind)))
    }
    return found
  }
}
