import SourceIndex

/// The names `segue generate` writes, for code that is rewritten to use them (`segue migrate`):
/// taken from the generator's model so that a rewrite never spells a name the file lacks.
package struct TypedNames: Sendable, Hashable {
  /// A storyboard scene's accessor and the class it instantiates.
  package struct Scene: Sendable, Hashable {
    /// `StoryboardScene.Main.showDetail`, escaped as the generated file writes it.
    package var accessor: String
    /// The controller class's name, as the scene's type is spelt without module.
    package var typeName: String
  }

  /// For each controller class by name (a subclass that shares its superclass's enum too): the
  /// `SegueIdentifier` case, escaped, of each storyboard identifier.
  package var segueCases: [String: [String: String]] = [:]
  /// For each storyboard name: its scenes by storyboard identifier.
  package var scenes: [String: [String: Scene]] = [:]
  /// For each storyboard name: its initial scene.
  package var initialScenes: [String: Scene] = [:]
  /// The storyboards whose scenes the app's own `StoryboardScene` (SwiftGen's) declares, which
  /// the generated code leaves to it.
  package var storyboardsOfTheApp: Set<String> = []

  /// A class's `TypedSegue` case for one storyboard identifier.
  package struct TypedSegueCase: Sendable, Hashable {
    /// The case name, escaped.
    package var caseName: String
    /// The destination's class, spelt without module.
    package var destination: String
    /// Whether the case carries the custom segue too (`case x(Destination, segue: S)`).
    package var carriesSegue: Bool
  }

  /// What `typedSegue(for:)` gives in a class: the function's name (renamed where it would hide
  /// the app's) and its case for each storyboard identifier.
  package struct TypedSegues: Sendable, Hashable {
    package var function: String
    package var cases: [String: TypedSegueCase]
  }

  /// For each controller class by name whose generated code declares `typedSegue(for:)` (a
  /// subclass that inherits it too).
  package var typedSegues: [String: TypedSegues] = [:]
}

extension SegueGeneration {
  /// The names the generated code declares: the identifiers of classes whose conformance it
  /// writes or whose hand-written enum it matches, and the scenes of `StoryboardScene` when it
  /// writes them.
  package var typedNames: TypedNames {
    var names = TypedNames()
    if options.generatesSegues {
      for generated in model.classes
      where generated.adoption == nil || generated.adoption == .matches {
        var cases: [String: String] = [:]
        for segue in generated.segues {
          cases[segue.identifier] = SwiftIdentifier.escaped(segue.caseName)
        }
        for type in [generated.type] + generated.subclasses {
          names.segueCases[type.name, default: [:]].merge(cases) { first, _ in first }
        }
      }
      for generated in model.classes where generated.declaresTypedSegues {
        var cases: [String: TypedNames.TypedSegueCase] = [:]
        for segue in generated.segues {
          cases[segue.identifier] = TypedNames.TypedSegueCase(
            caseName: SwiftIdentifier.escaped(segue.caseName), destination: segue.destination.name,
            carriesSegue: segue.segueClass != nil)
        }
        let typed = TypedNames.TypedSegues(
          function: SwiftIdentifier.escaped(generated.typedSegueFunction), cases: cases)
        for type in [generated.type] + generated.subclasses
        where names.typedSegues[type.name] == nil {
          names.typedSegues[type.name] = typed
        }
      }
    }
    guard options.generatesScenes, model.existingScenes == nil else { return names }
    names.storyboardsOfTheApp = Set(model.storyboardsOfTheApp)
    for storyboard in model.storyboards {
      let prefix = "StoryboardScene." + SwiftIdentifier.escaped(storyboard.enumName) + "."
      func scene(_ scene: GeneratedScene) -> TypedNames.Scene {
        TypedNames.Scene(
          accessor: prefix + SwiftIdentifier.escaped(scene.propertyName),
          typeName: scene.type.name)
      }
      if let initial = storyboard.initialScene {
        names.initialScenes[storyboard.name] = scene(initial)
      }
      for generated in storyboard.scenes {
        if let identifier = generated.identifier {
          names.scenes[storyboard.name, default: [:]][identifier] = scene(generated)
        }
      }
    }
    return names
  }
}
