import DeterministicOutput
import SourceIndex
import StoryboardKit

/// One run of the generator over parsed storyboards: the model, and the files it renders to.
package struct SegueGeneration {
  package let options: GeneratorOptions
  package let documents: [StoryboardDocument]
  let model: GenerationModel

  /// The run over `documents`; `graph` is their graph when the caller has built it (nil:
  /// built here).
  package init(
    documents: [StoryboardDocument], graph: StoryboardGraph? = nil, options: GeneratorOptions
  ) {
    self.options = options
    self.documents = documents
    model = SegueModelBuilder(
      graph: graph ?? StoryboardGraph(documents), currentModule: options.module,
      sources: options.sources, generatesSegues: options.generatesSegues,
      generatesScenes: options.generatesScenes, mayExtendTheAppsScenes: !options.standalone,
      standalone: options.standalone
    ).build()
  }

  private var renderer: SegueFileRenderer {
    SegueFileRenderer(
      access: options.accessLevel,
      generatesSegues: options.generatesSegues, generatesScenes: options.generatesScenes,
      bundle: options.bundle, support: support,
      extendsTheAppsScenes: model.extendedScenes != nil)
  }

  /// How the code names SegueKit's types, or what it writes in their place (`--standalone`).
  private var support: SupportSpelling {
    var support =
      options.standalone ? .standalone(avoiding: options.sources) : model.qualifiedSupport
    support.initialController = SupportSpelling.initialController(avoiding: model.storyboards)
    return support
  }

  /// The code of every class and every storyboard's scenes, as one file.
  package func singleFile() -> String {
    renderer.render(
      model.classes, storyboards: model.storyboards, inputs: spelledInputs(documents))
  }

  /// The paths of `documents` as the header spells them, sorted, each once.
  private func spelledInputs(_ documents: [StoryboardDocument]) -> [String] {
    Set(documents.map { options.inputSpelling[$0.path] ?? $0.path })
      .sortedByBytes()
  }

  /// A file per storyboard name, sorted by name. A class goes to the file of the first
  /// storyboard (by name) it appears in, a storyboard's scenes to its own file; every
  /// storyboard gets a file, so the set of files changes only with the set of storyboards. The
  /// first file with scenes of a framework declares `StoryboardScene`, the others extend it.
  package func filePerStoryboard() -> [(storyboard: String, content: String)] {
    var classes: [String: [GeneratedClass]] = [:]
    for document in documents { classes[document.name] = [] }
    for generated in model.classes {
      if let first = generated.storyboards.first {
        classes[first, default: []].append(generated)
      }
    }
    let storyboards = Dictionary(grouping: model.storyboards, by: \.name)
    let inputs = Dictionary(grouping: documents, by: \.name)
    let names = classes.keys.sortedByBytes()
    var declared: Set<UIFramework> = []
    return names.map { name in
      let scenes = storyboards[name] ?? []
      let frameworks = Set(scenes.map(\.framework))
      let namespaces = frameworks.subtracting(declared)
      declared.formUnion(frameworks)
      return (
        name,
        renderer.render(
          classes[name] ?? [], storyboards: scenes, namespaces: namespaces,
          inputs: spelledInputs(inputs[name] ?? []))
      )
    }
  }

  /// The storyboards of one name the run cannot tell apart: two `StoryboardScene` enums of one
  /// name (when it writes scenes), and, for an output directory whose files `fileName` names
  /// after the storyboards, two storyboards of one file. The command writes nothing while
  /// there is one.
  package func nameClashes(fileName: ((String) -> String)? = nil) -> [StoryboardNameClash] {
    var clashes: [StoryboardNameClash] = []
    if options.generatesScenes, model.existingScenes == nil {
      clashes += StoryboardNameClash.scenes(in: documents)
    }
    if let fileName {
      let reported = Set(clashes.map { Set($0.paths) })
      clashes += StoryboardNameClash.files(in: documents, fileName: fileName).filter {
        !reported.contains(Set($0.paths))
      }
    }
    return clashes
  }

  /// Storyboards that disagree about a segue, and classes that cannot be named in Swift: each
  /// at its place in a storyboard.
  package var warnings: [Diagnostic] {
    // A standalone file names none of SegueKit's types, so none is qualified.
    options.standalone
      ? model.warnings : (model.warnings + model.qualifiedSupport.warnings).sorted()
  }

  /// What the run generated and skipped, a line each, for the command's summary: counts only;
  /// what it warns or notes is ``warnings``, ``runWarnings`` and ``runNotes``.
  package var summary: [String] {
    let classes = model.classes
    let identifiers = classes.map(\.segues.count).reduce(0, +)
    let conforming = classes.count { $0.inheritedConformance == nil }
    let generated =
      options.generatesSegues
      ? "\(conforming) class(es), \(identifiers) segue identifier(s)"
      : "no segue code (--no-segues)"
    var lines = ["segue generate: \(generated) from \(documents.count) storyboard(s)."]
    let joined = classes.map(\.subclasses.count).reduce(0, +)
    if joined > 0 {
      lines.append(
        "  \(joined) subclass(es) share their superclass's SegueIdentifier, as --sources declares.")
    }
    if !model.storyboards.isEmpty {
      let scenes = model.storyboards.flatMap(\.allScenes)
      let initial = model.storyboards.count { $0.initialScene != nil }
      lines.append(
        "  StoryboardScene: \(model.storyboards.count) storyboard(s), \(initial) initial "
          + "scene(s), \(scenes.count - initial) scene(s) with a storyboard identifier.")
    }
    lines += model.skipped.lines.map { "  " + $0 }
    return lines
  }

  /// The line every generated file starts with.
  package static var firstLine: String { SegueFileRenderer.firstLine }

  /// Stand-in declarations of the classes the code names, by relative path.
  package func stubClasses() -> [String: String] {
    StubClassRenderer(access: options.accessLevel).render(
      model.classes, storyboards: model.storyboards)
  }

  /// The type of every scene accessor, as the code spells it, one a line of tab-separated
  /// fields: its path (`StoryboardScene.Main.initialScene`), `initial` or `scene`, the type; for
  /// a scene typed under `#if canImport(M)`, then M and the type there. What
  /// `Scripts/typecheck-generated` checks the generated file against (`--stub-classes`).
  package func sceneTypes() -> String {
    var lines: [String] = []
    for framework in UIFramework.allCases {
      let storyboards = model.storyboards.filter { $0.framework == framework }
      let classes = model.classes.filter { $0.framework == framework }
      let speller = TypeSpeller(
        classes.flatMap(\.namedTypes) + storyboards.flatMap(\.allScenes).map(\.type))
      let scenes = SceneRenderer(
        access: options.accessLevel, speller: speller, framework: framework)
      for storyboard in storyboards {
        for scene in storyboard.allScenes {
          var fields = [
            "StoryboardScene." + SwiftIdentifier.escaped(storyboard.enumName) + "."
              + SwiftIdentifier.escaped(scene.propertyName),
            scene.identifier == nil ? "initial" : "scene", scenes.spell(scene.type),
          ]
          if let imported = scene.importedType {
            fields += [imported.module, imported.module + "." + imported.name]
          }
          lines.append(fields.joined(separator: "\t") + "\n")
        }
      }
    }
    return lines.joined()
  }
}
