import Dispatch
import StoryboardKit

/// The storyboards of one run, parsed, with the files that could not be read. Files are parsed
/// in parallel; the results keep the sorted order of ``StoryboardInputs``.
public struct StoryboardSet: Sendable {
  /// The documents that parsed, sorted by path.
  public var documents: [StoryboardDocument]
  /// The files that did not, sorted by path.
  public var errors: [StoryboardError]

  public init(documents: [StoryboardDocument], errors: [StoryboardError]) {
    self.documents = documents
    self.errors = errors
  }

  /// Parses every file.
  public static func load(_ files: [String]) -> StoryboardSet {
    let results = ParallelMap.map(files) { path in
      Result { () throws(StoryboardError) in try StoryboardParser.parse(contentsOf: path) }
    }
    var documents: [StoryboardDocument] = []
    var errors: [StoryboardError] = []
    for result in results {
      switch result {
      case .success(let document): documents.append(document)
      case .failure(let error): errors.append(error)
      }
    }
    return StoryboardSet(documents: documents, errors: errors)
  }

  /// Expands `paths` (see ``StoryboardInputs``) and parses every file; prints the usage error
  /// and returns nil when the paths name no storyboard, so commands can exit with status 64.
  public static func load(paths: [String], reportingTo console: Console) -> StoryboardSet? {
    do {
      return load(try StoryboardInputs.files(in: paths))
    } catch {
      console.errorLine("error: \(error.message)")
      return nil
    }
  }

  /// The document whose storyboard name (file name without extension) is `name`.
  public func document(named name: String) -> StoryboardDocument? {
    documents.first { $0.name == name }
  }
}
