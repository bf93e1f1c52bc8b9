import AppInputs
import SegueCommandLine
import SegueLint
import StoryboardKit

extension Linter {
  /// The findings over `app`: its storyboards with the graph loading built, compared with its
  /// sources unless they lack every class the storyboards name, the launch rule preferring its
  /// Info.plist's names.
  package func lint(_ app: AppInput) -> [Diagnostic] {
    lint(
      app.storyboards, graph: app.graph, sources: app.classDeclaringSources,
      launchStoryboards: app.launchStoryboards)
  }

  /// The findings over several targets, sorted, each once. A finding in a storyboard that
  /// several judged targets build, made in only some of them, says in a note which: the same
  /// storyboard may be right in one target and wrong in another (a class one target's sources
  /// declare and another's do not), and without the target's name the finding reads as false.
  package func lint(_ apps: [AppInput]) -> [Diagnostic] {
    guard apps.count > 1 else {
      // One target's findings come sorted: only duplicates are left out, not sorted again.
      var seen = Set<Diagnostic>()
      return apps.first.map { lint($0).filter { seen.insert($0).inserted } } ?? []
    }
    var builders: [String: [String]] = [:]
    for app in apps {
      for file in Set(app.files) { builders[file, default: []].append(app.name ?? "-") }
    }
    var finders: [Diagnostic: [String]] = [:]
    for app in apps {
      for finding in Set(lint(app)) { finders[finding, default: []].append(app.name ?? "-") }
    }
    return finders.map { finding, found in
      guard let path = finding.path, let building = builders[path], building.count > found.count
      else { return finding }
      let others = building.filter { !found.contains($0) }
      let targets = "In target\(found.count == 1 ? "" : "s") \(Self.quoted(found))"
      // A note is per target already (what it could not check there): naming it is enough.
      let message =
        finding.severity == .note
        ? targets + "."
        : targets + " only; \(Self.quoted(others)) "
          + "\(others.count == 1 ? "builds" : "build") this storyboard too, without this finding."
      var named = finding
      named.notes.append(DiagnosticNote(message: message))
      return named
    }.sorted()
  }

  /// `'A'`, `'A' and 'B'`, `'A', 'B' and 'C'`.
  private static func quoted(_ names: [String]) -> String {
    let quoted = names.sorted().map { "'\($0)'" }
    guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " and " + last
  }

  /// The fixes `segue lint --fix` makes over `app`, found as ``lint(_:)`` finds its findings.
  func fixes(_ app: AppInput) -> [AttributeFix] {
    fixes(
      app.storyboards, graph: app.graph, sources: app.classDeclaringSources,
      launchStoryboards: app.launchStoryboards)
  }
}
