import StoryboardKit

/// One run of the generator over parsed storyboards: the model, and the files it renders to.
struct SegueGeneration {
  let options: GenerateOptions
  let documents: [StoryboardDocument]
  let model: GenerationModel

  /// `superclasses` maps class names to the type each inherits from, as `--sources` declares.
  init(
    documents: [StoryboardDocument], options: GenerateOptions, superclasses: [String: String] = [:]
  ) {
    self.options = options
    self.documents = documents
    model = SegueModelBuilder(
      graph: StoryboardGraph(documents), currentModule: options.module, superclasses: superclasses
    ).build()
  }

  /// The outputs to write, each with its path (nil for standard output), in path order.
  func outputs() -> [(path: String?, content: String)] {
    let renderer = SegueCodeRenderer(access: options.accessLevel, command: options.commandLine)
    switch options.output {
    case .standardOutput:
      return [(nil, renderer.render(model.classes))]
    case .file(let path):
      return [(path, renderer.render(model.classes))]
    case .directory(let directory):
      // A class goes to the file of the first storyboard (by name) it appears in; every
      // storyboard gets a file, so the set of files changes only with the set of storyboards.
      var byStoryboard: [String: [GeneratedClass]] = [:]
      for document in documents { byStoryboard[document.name] = [] }
      for generated in model.classes {
        if let first = generated.storyboards.first {
          byStoryboard[first, default: []].append(generated)
        }
      }
      return byStoryboard.keys.sorted(by: ByteOrder.precedes).map { name in
        (
          directory + "/" + OutputTarget.fileName(forStoryboard: name),
          renderer.render(byStoryboard[name] ?? [])
        )
      }
    }
  }

  /// The files of the output directory that an earlier run of this command wrote for
  /// storyboards it no longer reads; none for other outputs.
  func staleOutputs(besides outputs: [(path: String?, content: String)]) -> [String] {
    guard case .directory(let directory) = options.output else { return [] }
    let header = SegueCodeRenderer(access: options.accessLevel, command: options.commandLine).header
    return StaleOutputs.find(
      in: directory, current: Set(outputs.compactMap(\.path)), header: header)
  }

  /// Stand-in declarations of the classes the code names, by relative path.
  func stubClasses() -> [String: String] {
    StubClassRenderer(access: options.accessLevel).render(model.classes)
  }
}
