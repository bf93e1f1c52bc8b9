import StoryboardKit

/// The suppression comments of Swift and Objective-C files, as SwiftLint spells them:
/// `// segue:disable:next RULE…` turns the rules off on the next line, and
/// `// segue:disable:this RULE…` on its own line.
package enum SourceSuppression {
  /// The marker that starts a suppression comment.
  static let prefix = "segue:disable:"

  /// Whether a comment in `path` turns `diagnostic` off. Storyboards hold no such comments:
  /// Xcode drops them when it saves.
  package static func suppresses(_ diagnostic: Diagnostic, lines: inout FileLines) -> Bool {
    guard let rule = diagnostic.ruleID, let path = diagnostic.path,
      let line = diagnostic.location?.line, !path.hasSuffix(".storyboard")
    else { return false }
    if let text = lines.line(line, of: path),
      rules(in: text, verb: "this").contains(Substring(rule))
    {
      return true
    }
    if line > 1, let text = lines.line(line - 1, of: path),
      rules(in: text, verb: "next").contains(Substring(rule))
    {
      return true
    }
    return false
  }

  /// The rule ids a `// segue:disable:VERB` comment on `line` names.
  static func rules(in line: String, verb: String) -> [Substring] {
    let marker = prefix + verb
    guard let found = line.firstRange(of: marker) else { return [] }
    // Only in a line comment: the marker follows `//` and spaces.
    let before = line[..<found.lowerBound].reversed().drop { $0 == " " || $0 == "\t" }
    guard before.starts(with: "//") else { return [] }
    let rest = line[found.upperBound...]
    guard rest.first == " " || rest.first == "\t" else { return [] }
    return rest.split { $0 == " " || $0 == "\t" || $0 == "," }
  }
}
