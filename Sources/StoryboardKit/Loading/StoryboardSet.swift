/// The storyboards of one run, parsed, with the files that could not be read. Files are parsed
/// in parallel; the results keep the order of the paths given.
public struct StoryboardSet: Sendable {
  /// The documents that parsed, in the order of their paths.
  public var documents: [StoryboardDocument]
  /// The files that did not, in the order of their paths.
  public var errors: [StoryboardError]

  /// A set of already parsed documents and the errors of the files that did not parse.
  public init(documents: [StoryboardDocument], errors: [StoryboardError]) {
    self.documents = documents
    self.errors = errors
  }

  /// Parses every file of `files`, on every core.
  public static func load(_ files: [String]) -> StoryboardSet {
    load(files, customObjects: true)
  }

  /// Parses every file of `files`, on every core; without `customObjects`, as
  /// ``StoryboardParser/parse(contentsOf:customObjects:)`` says.
  public static func load(_ files: [String], customObjects: Bool) -> StoryboardSet {
    let results = ParallelMap.map(files) { path in
      Result { () throws(StoryboardError) in
        try StoryboardParser.parse(contentsOf: path, customObjects: customObjects)
      }
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

  /// The document whose storyboard name (file name without extension) is `name`.
  public func document(named name: String) -> StoryboardDocument? {
    documents.first { $0.name == name }
  }
}
