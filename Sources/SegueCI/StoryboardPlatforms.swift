import Foundation

/// The storyboards the typecheck compiles: each one's platform as `segue dump` reads it, the
/// rounds each variant's are compiled in, and the platforms no variant compiles.
package struct StoryboardPlatforms {
  /// (platform, path) for each storyboard, in the dump's order.
  private let storyboards: [(platform: String, path: String)]

  /// The storyboards of the dump in the file `path` (`segue dump --format json`).
  package init(dump path: String) throws(CIFailure) {
    guard let data = FileManager.default.contents(atPath: path),
      let documents = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
    else { throw CIFailure("\(path) holds no dump of `segue dump --format json`.") }
    storyboards = documents.map {
      ($0["platform"] as? String ?? "", $0["path"] as? String ?? "")
    }
  }

  /// The rounds `variant`'s storyboards are compiled in, each a list of paths: round N holds
  /// the Nth storyboard of each file name, since segue generate refuses to guess between
  /// storyboards of one name in different folders, which belong to different targets.
  package func rounds(of variant: Variant) -> [[String]] {
    var rounds: [[String]] = []
    var seen: [String: Int] = [:]
    for (platform, path) in storyboards where platform == variant.platformName {
      let name = path.split(separator: "/").last.map(String.init) ?? path
      let round = seen[name] ?? 0
      seen[name] = round + 1
      if round == rounds.count { rounds.append([]) }
      rounds[round].append(path)
    }
    return rounds
  }

  /// What no variant compiles, a line a platform (watchOS, for which SegueKit has no adapter,
  /// and any StoryboardKit does not recognize), sorted.
  package var uncompiled: [String] {
    let compiled = Set(Variant.allCases.map(\.platformName))
    var counts: [String: Int] = [:]
    for (platform, _) in storyboards where !compiled.contains(platform) {
      counts[platform, default: 0] += 1
    }
    return counts.map { platform, count in
      let why = platform == "watchOS" ? ": SegueKit has no watchOS adapter" : ""
      return "generated nothing for \(count) \(platform) storyboard(s)\(why)"
    }.sorted()
  }
}
