import Foundation
import StoryboardKit
import StoryboardSimulator

/// One app of the corpus, as `Scripts/ci/lint-corpus.sh` rebuilds them: the storyboards of
/// a repository's top-level folder (MANIFEST.tsv), each named by its original path so that
/// `Main` and storyboard references mean what they mean in the app.
struct CorpusApp: Sendable {
  var name: String
  var documents: [StoryboardDocument]

  /// Every app of the corpus at `directory`, sorted by name; storyboards that do not parse
  /// are left out, as `segue explore` leaves them.
  static func load(from directory: String) -> [CorpusApp] {
    let manifest = (try? String(contentsOfFile: directory + "/MANIFEST.tsv", encoding: .utf8)) ?? ""
    var documents: [String: [StoryboardDocument]] = [:]
    // The manifest ends its lines with CR LF, one Character to Swift.
    for line in manifest.split(whereSeparator: \.isNewline).dropFirst() {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count > 3 else { continue }
      let (file, repository, original) = (fields[0], fields[1], fields[3])
      var app = repository.replacingOccurrences(of: "/", with: "__")
      if let slash = original.firstIndex(of: "/") { app += "~" + original[..<slash] }
      guard var document = try? StoryboardParser.parse(contentsOf: directory + "/" + file) else {
        continue
      }
      document.path = original
      documents[app, default: []].append(document)
    }
    return documents.keys.sorted().map { name in
      CorpusApp(name: name, documents: documents[name]?.sorted { $0.path < $1.path } ?? [])
    }
  }

  /// The storyboards `segue explore` launches: the default start when there is one, else
  /// every storyboard with an initial view controller, by path.
  var starts: [String?] {
    if (try? StoryboardSimulator(documents: documents)) != nil { return [nil] }
    let graph = StoryboardGraph(documents)
    // By path: two storyboards of one name are an error by name.
    return graph.documents.filter { graph.initialNode(of: $0) != nil }.map { graph[$0].path }
  }
}
