/// Names each storyboard for people and for ids: its name, or, when several inputs share that
/// name (every app has a `Main`), the shortest tail of its path that tells them apart, such as
/// `Finance/Main`.
enum StoryboardNames {
  /// The name of each path.
  static func distinct(_ paths: [String]) -> [String: String] {
    let groups = Dictionary(grouping: paths, by: GraphIdentifiers.storyboardName)
    var names: [String: String] = [:]
    for (name, group) in groups {
      guard group.count > 1 else {
        names[group[0]] = name
        continue
      }
      let parts = group.map { path -> [String] in
        Array(path.split(separator: "/").dropLast().map(String.init)) + [name]
      }
      // Each path takes the shortest tail that no other path of the group ends with; tails of
      // different lengths differ, so the names are distinct.
      for (index, path) in group.enumerated() {
        let own = parts[index]
        let length = (2...max(2, own.count)).first { length in
          let tail = own.suffix(length)
          return !parts.indices.contains { $0 != index && parts[$0].suffix(length) == tail }
        }
        names[path] = length.map { own.suffix($0).joined(separator: "/") } ?? path
      }
    }
    return names
  }
}
