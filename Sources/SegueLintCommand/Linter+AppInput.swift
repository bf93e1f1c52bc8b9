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
    var notes: [Diagnostic] = []
    for (app, left) in zip(apps, AppInput.scenesLeftToOthers(apps)) {
      var spans: [String: [ClosedRange<Int>]] = [:]
      for scene in left { spans[scene.path, default: []].append(scene.lines) }
      for finding in Set(lint(app)) {
        if let rule = finding.ruleID, Self.rulesOfTheTargetsCode.contains(rule),
          let path = finding.path, let line = finding.location?.line,
          spans[path]?.contains(where: { $0.contains(line) }) == true
        {
          continue
        }
        finders[finding, default: []].append(app.name ?? "-")
      }
      notes += Self.notes(leaving: left, in: app)
    }
    let named = finders.map { finding, found in
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
    }
    return (notes + named).sorted()
  }

  /// The rules that judge a scene by the classes and methods of the target's own code: a scene
  /// the target never loads is theirs to judge only where it is loaded.
  private static let rulesOfTheTargetsCode: Set<String> = [
    "custom-class-not-found", "segue-action-not-found", "unwind-action-not-found",
    "private-segue-action",
  ]

  /// A note for each storyboard of `app` with scenes `left` to the targets that load them.
  private static func notes(leaving left: [SceneLeftToOthers], in app: AppInput)
    -> [Diagnostic]
  {
    let unread = app.sources?.unreadLinkedCode.map(\.name) ?? []
    return Dictionary(grouping: left, by: \.path).map { path, scenes in
      let names = scenes.map(\.name)
      let loaders = Set(scenes.flatMap(\.loadedBy)).sorted()
      var message =
        "Target '\(app.name ?? "-")' builds this storyboard but never loads \(names.count) of "
        + "its scenes (\(names.joined(separator: ", "))): nothing it launches, no identifier "
        + "or storyboard its code names, and no segue or reference from those leads to them, so "
        + "their classes and actions are judged only in \(quoted(loaders)), which "
        + (loaders.count == 1 ? "loads" : "load") + " them."
      if !unread.isEmpty {
        message +=
          " The linked code not read (\(Set(unread).sorted().joined(separator: ", "))) is taken "
          + "to open none of them."
      }
      return Diagnostic(path: path, severity: .note, message: message)
    }
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
