import StoryboardKit

extension Project {
  /// For each file `target` compiles that other targets of the project compile too, the names
  /// of those targets' storyboards that `target` does not copy. A file shared by an iPhone and
  /// a TV target may open either's storyboard behind a check of the idiom at run time.
  package func storyboardNamesOfTargetsSharingSources(with target: Target) -> [String: Set<String>]
  {
    let own = Set(target.storyboards.map(StoryboardDocument.name(ofPath:)))
    let sources = Set(target.sources)
    var found: [String: Set<String>] = [:]
    for other in targets where other.name != target.name && !other.storyboards.isEmpty {
      let names = Set(other.storyboards.map(StoryboardDocument.name(ofPath:))).subtracting(own)
      guard !names.isEmpty else { continue }
      for file in other.sources where sources.contains(file) {
        found[file, default: []].formUnion(names)
      }
    }
    return found
  }
}
