import AppInputs
import SegueCommandLine
import SegueLint
import SourceIndex
import StoryboardKit

extension Linter {
  /// The findings over `app`: its storyboards with the graph loading built, compared with its
  /// sources unless they lack every class the storyboards name, the launch rule preferring its
  /// Info.plist's names.
  package func lint(_ app: AppInput) -> [Diagnostic] {
    lint(
      app.storyboards, graph: app.graph, sources: app.classDeclaringSources,
      launchStoryboards: app.launchStoryboards, devices: app.deviceFamily)
  }

  /// The findings over several targets, sorted, each once. A storyboard or scene that several
  /// targets build is judged where it is loaded (``AppInput/judgedWhereLoaded(_:)``), with a
  /// note. A finding in a storyboard that several judged targets build, made in only some of
  /// them, says in a note which: the same storyboard may be right in one target and wrong in
  /// another (a class one target's sources declare and another's do not), and without the
  /// target's name the finding reads as false.
  package func lint(_ apps: [AppInput]) -> [Diagnostic] {
    guard apps.count > 1 else {
      // One target's findings come sorted: only duplicates are left out, not sorted again.
      var seen = Set<Diagnostic>()
      return apps.first.map { lint($0).filter { seen.insert($0).inserted } } ?? []
    }
    let judged = AppInput.judgedWhereLoaded(AppInput.toldSharedFileIdentifiers(apps))
    var builders: [String: [String]] = [:]
    for app in judged.apps {
      for file in Set(app.files) { builders[file, default: []].append(app.name ?? "-") }
    }
    var finders: [Diagnostic: [String]] = [:]
    for (app, left) in zip(judged.apps, judged.scenesLeft) {
      var spans: [String: [ClosedRange<Int>]] = [:]
      for scene in left { spans[scene.path, default: []].append(scene.lines) }
      for finding in Set(lint(app)) {
        if let rule = finding.ruleID, LintRules.judgingByTheTargetsCode.contains(rule),
          let path = finding.path, let line = finding.location?.line,
          spans[path]?.contains(where: { $0.contains(line) }) == true
        {
          continue
        }
        finders[finding, default: []].append(app.name ?? "-")
      }
    }
    let named = finders.map { finding, found in
      guard let path = finding.path, let building = builders[path], building.count > found.count
      else { return finding }
      let others = building.filter { !found.contains($0) }
      let targets = "In target\(found.count == 1 ? "" : "s") \(AppInput.quoted(found))"
      // A note is per target already (what it could not check there): naming it is enough.
      let message =
        finding.severity == .note
        ? targets + "."
        : targets + " only; \(AppInput.quoted(others)) "
          + "\(others.count == 1 ? "builds" : "build") this storyboard too, without this finding."
      var named = finding
      named.notes.append(DiagnosticNote(message: message))
      return named
    }
    return (judged.notes + named).sorted()
  }

  /// The fixes `segue lint --fix` makes over `app`, found as ``lint(_:)`` finds its findings.
  func fixes(_ app: AppInput) -> [AttributeFix] {
    fixes(
      app.storyboards, graph: app.graph, sources: app.classDeclaringSources,
      launchStoryboards: app.launchStoryboards, devices: app.deviceFamily)
  }
}
