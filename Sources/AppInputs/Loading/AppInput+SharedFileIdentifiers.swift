import SourceIndex
import StoryboardKit

extension AppInput {
  /// `apps`, each target's sources told the storyboard identifiers of the storyboards that the
  /// other targets compiling one of its files copy and it does not: resolving a target knows
  /// only those storyboards' names (``UnlintedStoryboards/ofTargetsSharingFile``), and their
  /// scenes are known once every target is parsed. A file shared by several targets may
  /// instantiate a scene only where its storyboard is copied, as it may load the storyboard
  /// by name only there (OpenFind's Settings target compiles `ToolbarController.swift`, whose
  /// `ToolbarController` scene only the targets that copy `ToolbarContent.storyboard` load).
  package static func toldSharedFileIdentifiers(_ apps: [AppInput]) -> [AppInput] {
    guard apps.count > 1 else { return apps }
    var identifiersByName: [String: Set<String>] = [:]
    for app in apps {
      for document in app.storyboards.documents {
        identifiersByName[document.name, default: []].formUnion(
          document.controllers.filter { $0.reference == nil }.compactMap(\.storyboardIdentifier))
      }
    }
    return apps.map { app in
      guard var sources = app.sources,
        !sources.unlintedStoryboards.ofTargetsSharingFile.isEmpty
      else { return app }
      var told: [String: Set<String>] = [:]
      for (file, names) in sources.unlintedStoryboards.ofTargetsSharingFile {
        let identifiers = names.reduce(into: Set<String>()) {
          $0.formUnion(identifiersByName[$1] ?? [])
        }
        if !identifiers.isEmpty { told[file] = identifiers }
      }
      guard !told.isEmpty else { return app }
      sources.unlintedStoryboards.identifiersOfTargetsSharingFile = told
      return AppInput(
        app.target, reading: app.reading, files: app.files, sources: sources, said: app.said,
        storyboards: app.storyboards)
    }
  }
}
