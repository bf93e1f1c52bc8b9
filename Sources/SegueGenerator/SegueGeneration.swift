import StoryboardKit

/// One run of the generator over parsed storyboards: the model, and the files it renders to.
package struct SegueGeneration {
  package let options: GeneratorOptions
  package let documents: [StoryboardDocument]
  let model: GenerationModel

  package init(documents: [StoryboardDocument], options: GeneratorOptions) {
    self.options = options
    self.documents = documents
    model = SegueModelBuilder(
      graph: StoryboardGraph(documents), currentModule: options.module,
      superclasses: options.superclasses
    ).build()
  }

  private var renderer: SegueFileRenderer {
    SegueFileRenderer(access: options.accessLevel, command: options.command)
  }

  /// The code of every class, as one file.
  package func singleFile() -> String {
    renderer.render(model.classes)
  }

  /// A file per storyboard name, sorted by name. A class goes to the file of the first
  /// storyboard (by name) it appears in; every storyboard gets a file, so the set of files
  /// changes only with the set of storyboards.
  package func filePerStoryboard() -> [(storyboard: String, content: String)] {
    var byStoryboard: [String: [GeneratedClass]] = [:]
    for document in documents { byStoryboard[document.name] = [] }
    for generated in model.classes {
      if let first = generated.storyboards.first {
        byStoryboard[first, default: []].append(generated)
      }
    }
    return byStoryboard.keys.sorted(by: ByteOrder.precedes).map { name in
      (name, renderer.render(byStoryboard[name] ?? []))
    }
  }

  /// Storyboards that disagree about a segue, and classes that cannot be named in Swift.
  package var warnings: [Diagnostic] { model.warnings }

  /// What the run generated and skipped, a line each, for the command's summary.
  package var summary: [String] {
    let classes = model.classes
    let identifiers = classes.map(\.segues.count).reduce(0, +)
    let conforming = classes.count { $0.inheritedConformance == nil }
    var lines = [
      "segue generate: \(conforming) class(es), \(identifiers) segue identifier(s) "
        + "from \(documents.count) storyboard(s)."
    ]
    let joined = classes.map(\.subclasses.count).reduce(0, +)
    if joined > 0 {
      lines.append(
        "  \(joined) subclass(es) share their superclass's SegueIdentifier, as --sources declares.")
    }
    lines += model.skipped.lines.map { "  " + $0 }
    let imported = Set(classes.flatMap(\.namedTypes).compactMap(\.module))
    if options.module == nil, !imported.isEmpty {
      // Older storyboards name the app's own module without customModuleProvider="target".
      lines.append(
        "  note: the code imports \(imported.sorted().joined(separator: ", ")); "
          + "if it is compiled into one of them, say which with --module.")
    }
    return lines
  }

  /// The comment every generated file starts with.
  package var header: String { renderer.header }

  /// Stand-in declarations of the classes the code names, by relative path.
  package func stubClasses() -> [String: String] {
    StubClassRenderer(access: options.accessLevel).render(model.classes)
  }
}
