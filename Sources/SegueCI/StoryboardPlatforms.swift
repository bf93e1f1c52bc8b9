import Foundation

/// The storyboards the typecheck compiles, by platform and round.
package enum StoryboardPlatforms {
  /// `PLATFORM<TAB>PATH` for each document of the dump in the file `path`.
  package static func lines(ofDump path: String) throws(CIFailure) -> [String] {
    guard let data = FileManager.default.contents(atPath: path),
      let documents = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
    else { throw CIFailure("\(path) holds no dump of `segue dump --format json`.") }
    return documents.map {
      ($0["platform"] as? String ?? "") + "\t" + ($0["path"] as? String ?? "")
    }
  }

  /// `ROUND<TAB>PATH` for each of `paths`: round N holds the Nth storyboard of each file name,
  /// since segue generate refuses to guess between storyboards of one name in different
  /// folders, which belong to different targets.
  package static func rounds(_ paths: [String]) -> [String] {
    var seen: [String: Int] = [:]
    return paths.map { path in
      let name = path.split(separator: "/").last.map(String.init) ?? path
      let round = (seen[name] ?? 0) + 1
      seen[name] = round
      return "\(round)\t\(path)"
    }
  }
}
