import ProjectModel
import SourceIndex
import StoryboardKit

extension AppInput {
  /// The storyboard files an app or app extension copies but, as everything it compiles and
  /// links shows, never loads: not a storyboard its Info.plist launches, not a launch screen,
  /// no storyboard reference of its own leads to it, and no code names it. Xcode copies a
  /// storyboard into every target whose membership box is ticked, so an extension often
  /// carries its app's storyboards without compiling their classes; judging them there reports
  /// classes that the target never needs. Empty whenever that cannot be told: a framework (the
  /// apps that link it open its storyboards), a target without sources, one that links code
  /// that was not read, whose libraries' uses of storyboards are not kept, or whose code names
  /// a storyboard by something other than a literal.
  package var storyboardsNeverLoaded: Set<String> {
    guard target.kind == .app || target.kind == .appExtension,
      let sources, sources.fileCount > 0, sources.unreadLinkedCode.isEmpty,
      target.dependencies.allSatisfy(\.opensAppStoryboards),
      !sources.codeOpenings.contains(where: \.namesNoStoryboard)
    else { return [] }
    var loaded = Set(target.launchNames + target.launchScreens)
    for use in sources.literalUses where use.kind == .storyboardName { loaded.insert(use.value) }
    for document in storyboards.documents {
      for controller in document.controllers {
        guard let reference = controller.reference else { continue }
        loaded.insert(reference.storyboardName ?? document.name)
      }
    }
    var never: Set<String> = []
    for document in storyboards.documents
    where !document.isLaunchScreen && !loaded.contains(document.name) {
      let named = sources.codeOpenings.contains { $0.mayOpen(storyboard: document.name) }
      if !named { never.insert(document.path) }
    }
    return never
  }

  /// `apps` with each storyboard left out of the targets that copy it but never load it
  /// (``storyboardsNeverLoaded``), where another of `apps` loads it and judges it; and a note
  /// for each file left out, naming the targets. A storyboard no target loads stays in each.
  package static func judgedWhereLoaded(_ apps: [AppInput]) -> (
    apps: [AppInput], notes: [Diagnostic]
  ) {
    guard apps.count > 1 else { return (apps, []) }
    let never = apps.map(\.storyboardsNeverLoaded)
    var loaders: [String: [String]] = [:]
    for (app, unloaded) in zip(apps, never) {
      for file in app.files where !unloaded.contains(file) {
        loaders[file, default: []].append(app.name ?? "-")
      }
    }
    var notes: [Diagnostic] = []
    let kept = zip(apps, never).map { app, unloaded in
      let left = unloaded.filter { loaders[$0] != nil }
      for file in left.sorted() {
        let loading = loaders[file, default: []]
        let others = loading.map { "'\($0)'" }.joined(separator: ", ")
        notes.append(
          Diagnostic(
            path: file, severity: .note,
            message: "Target '\(app.name ?? "-")' copies this storyboard but never loads it "
              + "(it is not the storyboard its Info.plist launches, no storyboard reference "
              + "leads to it, and no code of the target names it), so it is judged only in "
              + "\(others), which \(loading.count == 1 ? "loads" : "load") it; untick the target's membership if it does not need it."
          ))
      }
      return app.without(left)
    }
    return (kept, notes)
  }

  /// The app without the storyboard files `excluded`, the rest as parsed, its sources as they
  /// were.
  package func without(_ excluded: Set<String>) -> AppInput {
    guard !excluded.isEmpty else { return self }
    let kept = StoryboardSet(
      documents: storyboards.documents.filter { !excluded.contains($0.path) },
      errors: storyboards.errors.filter { !excluded.contains($0.path) })
    return AppInput(
      target, reading: reading, files: files.filter { !excluded.contains($0) },
      sources: sources, said: said, storyboards: kept)
  }
}

extension CodeOpening {
  /// Whether the code opens a storyboard whose name it computes: any storyboard may be it.
  fileprivate var namesNoStoryboard: Bool {
    switch kind {
    case .nonLiteralStoryboard, .initialController(storyboard: nil): true
    case .nonLiteralScene, .initialController, .generatedScene: false
    }
  }

  /// Whether the code may open the storyboard `name`.
  fileprivate func mayOpen(storyboard name: String) -> Bool {
    switch kind {
    case .initialController(let storyboard?): storyboard == name
    case .generatedScene(let storyboard, _): Self.matches(name, generated: storyboard)
    case .nonLiteralStoryboard, .initialController(nil): true
    case .nonLiteralScene: false
    }
  }
}
