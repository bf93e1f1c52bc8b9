import DeterministicOutput
import Foundation
import ProjectModel
import SourceIndex
import StoryboardKit

/// The targets to judge, as ``InputResolver`` found them from an ``InputRequest``. With an
/// Xcode project (`--project`, or a single `PATH` that is an `.xcodeproj`, a folder holding
/// one, or a workspace's or several projects, ``InputResolver/projectPaths(in:)``), each app,
/// framework or app-extension target that holds storyboards is a target of its own
/// (`--target` chooses); without one, the `PATH`s and `--sources` are one app whose launch storyboard an Info.plist among the inputs names,
/// and whose sources are the Swift and Objective-C files under its folder `PATH`s (unless
/// `--no-sources`) and `--sources`.
package struct InputResolution {
  /// The project read, if any.
  package var project: Project?
  /// The targets to judge, in the project's order; one, unnamed, without a project.
  package var targets: [InputTarget]
  /// Every project read, in the order of their paths; empty without a project.
  package var projects: [Project] = []
  /// The path problems said: warnings, or errors under strictness (`--strict`, `CI=true`).
  var pathProblems: [Diagnostic] = []

  /// The failure the path problems are when strictness made them errors; nil otherwise.
  package var pathFailure: Failure? {
    let errors = pathProblems.filter { $0.severity == .error }
    return errors.isEmpty ? nil : Failure(diagnostics: errors)
  }

  /// Every storyboard of every target, sorted, without duplicates.
  package var storyboards: [String] {
    // One target's list, as the folder walk gives it, is sorted already: not sorted again.
    if targets.count == 1, Self.isSortedWithoutDuplicates(targets[0].storyboards) {
      return targets[0].storyboards
    }
    return Set(targets.flatMap(\.storyboards)).sortedByBytes()
  }

  /// Whether each of `paths` comes strictly before the next in byte order.
  private static func isSortedWithoutDuplicates(_ paths: [String]) -> Bool {
    zip(paths, paths.dropFirst()).allSatisfy { ByteOrder.precedes($0, $1) }
  }

  /// What went wrong: the diagnostics that say why, and everything reading had to say up to
  /// them (which ends with them), for the caller to print or keep.
  package struct Failure: Error {
    package var diagnostics: [Diagnostic]
    package var events: [InputEvent] = []

    package init(diagnostics: [Diagnostic], events: [InputEvent] = []) {
      self.diagnostics = diagnostics
      self.events = events
    }
  }

  /// What reading had to say, in order: the project and targets read, every problem and note.
  package var events: [InputEvent] = []

  /// Every diagnostic of ``events``.
  package var diagnostics: [Diagnostic] {
    events.compactMap { event in
      if case .diagnostic(let diagnostic) = event { return diagnostic }
      return nil
    }
  }
}
