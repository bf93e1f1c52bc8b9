extension SourceIndex {
  /// Adds what the files of `dependencies` declare, each file in its library's module and read
  /// for the library's conditions: classes, their superclasses, methods, unwind and segue
  /// actions. What a library's code does with names (literals passed to `performSegue`,
  /// storyboards it opens) is left out when the library holds storyboards of its own: it
  /// concerns those, which are judged with the library's target, not the app's. A library
  /// without storyboards (``SourceDependency/opensAppStoryboards``) can only open the app's,
  /// so its uses are kept. A file the app's own module compiles
  /// too belongs in neither dependency: the caller leaves it out. The module map already
  /// puts each file in its library's module (``load(_:conditions:workingDirectory:appModule:storyboards:dependencies:linkage:)``).
  mutating func add(_ dependencies: [SourceDependency]) {
    guard !dependencies.isEmpty else { return }
    // What comes after this is the libraries' (``appFiles``).
    if uniqueContents.appFileCount == nil { uniqueContents.appFileCount = files.count }
    for dependency in dependencies where !dependency.files.isEmpty {
      var part = Self.scan(
        dependency.files.sorted(), moduleMap: moduleMap, conditions: dependency.conditions)
      if !dependency.opensAppStoryboards {
        part.literalUses = []
        part.codeOpenings = []
        part.symbolicUses = []
      }
      merge(part)
    }
    // The app may name a library's constants.
    resolveSymbolicUses()
  }
}
