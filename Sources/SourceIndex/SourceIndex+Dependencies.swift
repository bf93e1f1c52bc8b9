extension SourceIndex {
  /// Adds what the files of `dependencies` declare, each file in its library's module and read
  /// for the library's conditions: classes, their superclasses, methods, unwind and segue
  /// actions. What the libraries' code does with names (literals passed to `performSegue`,
  /// storyboards it opens) is left out: it concerns the libraries' own storyboards, which are
  /// judged with the libraries' targets, not the app's. A file the app's own module compiles
  /// too belongs in neither dependency: the caller leaves it out.
  package mutating func add(_ dependencies: [SourceDependency]) throws(SourceIndexError) {
    for dependency in dependencies {
      for file in dependency.files { moduleMap.map(file: file, to: dependency.module) }
    }
    for dependency in dependencies where !dependency.files.isEmpty {
      var part = try Self.scan(
        dependency.files.sorted(), moduleMap: moduleMap, conditions: dependency.conditions)
      part.literalUses = []
      part.codeOpenings = []
      part.symbolicUses = []
      merge(part)
    }
    // The app may name a library's constants.
    resolveSymbolicUses()
  }
}
