extension Project {
  /// For each file `target` compiles that other targets of the project compile too, the names
  /// of those targets' storyboards that `target` does not copy. A file shared by an iPhone and
  /// a TV target may open either's storyboard behind a check of the idiom at run time.
  package func storyboardNamesOfTargetsSharingSources(with target: Target) -> [String: Set<String>]
  {
    let own = Set(target.storyboards.map(Self.storyboardName))
    let sources = Set(target.sources)
    var found: [String: Set<String>] = [:]
    for other in targets where other.name != target.name && !other.storyboards.isEmpty {
      let names = Set(other.storyboards.map(Self.storyboardName)).subtracting(own)
      guard !names.isEmpty else { continue }
      for file in other.sources where sources.contains(file) {
        found[file, default: []].formUnion(names)
      }
    }
    return found
  }

  /// `Main` for `…/Base.lproj/Main.storyboard`: the name code loads it by.
  package static func storyboardName(_ path: String) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    return file.hasSuffix(".storyboard") ? String(file.dropLast(".storyboard".count)) : file
  }
}
