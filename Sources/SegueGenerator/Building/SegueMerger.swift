import StoryboardKit

/// Merges the segues that share one identifier in one class's scenes (often in several
/// storyboards) into one case. When they disagree about what code can rely on, each
/// disagreeing segue is reported and the case falls back to what holds for all of them.
struct SegueMerger {
  let framework: UIFramework
  let className: String

  /// `first` is the identifier's first segue in path order; `disagreeing`, in the same order,
  /// the later ones that conflict with it; `kinds`, the kinds of all of them.
  func merge(
    _ first: SegueOccurrence, disagreeing: [SegueOccurrence], kinds: Set<SegueKind>,
    caseName: String
  ) -> (segue: GeneratedSegue, warnings: [Diagnostic]) {
    var segue = GeneratedSegue(
      identifier: first.identifier, caseName: caseName, kinds: kinds,
      destination: first.destination, destinationSummary: first.destinationSummary,
      segueClass: first.segueClass, unwindAction: first.unwindAction)
    var warnings: [Diagnostic] = []
    for other in disagreeing {
      var differences: [String] = []
      if other.destination != first.destination {
        differences.append(
          "leads to `\(other.destination.qualified)` here but to `\(first.destination.qualified)`")
        segue.destination = framework.viewControllerClass
        segue.destinationSummary = "controllers of different classes"
      }
      if other.segueClass != first.segueClass {
        differences.append(
          "is a `\(other.segueClass?.qualified ?? framework.segueClass.name)` here but a `\(first.segueClass?.qualified ?? framework.segueClass.name)`"
        )
        segue.segueClass = nil
      }
      if other.unwindAction != first.unwindAction {
        differences.append(
          "unwinds through \(describe(other.unwindAction)) here but through \(describe(first.unwindAction))"
        )
        segue.unwindAction = nil
      }
      let message =
        "The segue \(SwiftStringLiteral.quoted(first.identifier)) of `\(className)` "
        + differences.joined(separator: " and ") + " at \(first.place)"
        + "; the generated case keeps only what both have in common."
      warnings.append(
        Diagnostic(path: other.path, location: other.location, severity: .warning, message: message)
      )
    }
    return (segue, warnings)
  }

  private func describe(_ action: String?) -> String {
    action.map { "`" + SwiftStringLiteral.commentSafe($0) + "`" } ?? "no action"
  }
}
