import StoryboardKit

/// Merges the segues that share one identifier in one class's scenes (often in several
/// storyboards) into one case. When they disagree about what code can rely on, each
/// disagreeing segue is reported and the case falls back to what holds for all of them.
struct SegueMerger: Sendable, Hashable {
  let framework: UIFramework
  let className: String

  /// One case from `occurrences`, which share an identifier and are in path order: the first
  /// decides, unless a later one conflicts with it.
  func merge(_ occurrences: [SegueOccurrence], caseName: String)
    -> (segue: GeneratedSegue, warnings: [Diagnostic])
  {
    let first = occurrences[0]
    var segue = GeneratedSegue(
      identifier: first.identifier, caseName: caseName, kinds: Set(occurrences.map(\.kind)),
      destination: first.destination, destinationSummary: first.destinationSummary,
      segueClass: first.segueClass, unwindAction: first.unwindAction)
    var warnings: [Diagnostic] = []
    for other in occurrences.dropFirst() where other.conflicts(with: first) {
      var differences: [String] = []
      if other.destination != first.destination {
        differences.append(
          "leads to `\(other.destination.qualified)` here but to `\(first.destination.qualified)`")
        segue.destination = framework.viewControllerClass
        segue.destinationSummary = "controllers of different classes"
      }
      if other.segueClass != first.segueClass {
        differences.append(
          "is a `\(spell(other.segueClass))` here but a `\(spell(first.segueClass))`")
        segue.segueClass = nil
      }
      if other.unwindAction != first.unwindAction {
        differences.append(
          "unwinds through \(describe(other.unwindAction)) here but through \(describe(first.unwindAction))"
        )
        segue.unwindAction = nil
      }
      let message =
        "The segue \(literal: first.identifier) of `\(className)` "
        + differences.joined(separator: " and ") + " at \(first.place)"
        + "; the generated case keeps only what both have in common."
      // The note points at the first segue, so an editor jumps to both places.
      warnings.append(
        Diagnostic(
          path: other.path, location: other.location, severity: .warning, message: message,
          notes: [
            DiagnosticNote(
              path: first.path, location: first.location,
              message: "The segue \(literal: first.identifier) is first declared here.")
          ]))
    }
    return (segue, warnings)
  }

  /// A segue class in a message; the framework's class when there is none.
  private func spell(_ segueClass: TypeName?) -> String {
    segueClass?.qualified ?? framework.segueClass.name
  }

  private func describe(_ action: String?) -> String {
    action.map { "`\(comment: $0)`" } ?? "no action"
  }
}
