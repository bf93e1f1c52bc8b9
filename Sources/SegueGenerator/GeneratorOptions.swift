import SourceIndex

/// What the generator is asked to write, independent of where it is written.
package struct GeneratorOptions: Sendable, Hashable {
  /// The access level of the generated declarations.
  package var accessLevel: AccessLevel
  /// The module the code is compiled into: classes whose `customModule` names it need no import.
  package var module: String?
  /// The app's sources (`--sources`): which classes inherit from which (a subclass's segues
  /// join its superclass's enum), which `@IBSegueAction` declarations the segues bind, and
  /// which classes Swift can see.
  package var sources: SourceIndex?
  /// How the header spells each storyboard's path: relative to the output's folder, so that
  /// the header is the same however the command was spelt. A path not in it is written as is.
  package var inputSpelling: [String: String]
  /// Whether to write the controllers' `SegueHandler` extensions.
  package var generatesSegues: Bool
  /// Whether to write `StoryboardScene`, the storyboards' scenes.
  package var generatesScenes: Bool
  /// Where `StoryboardScene` finds the storyboards: what the target that holds them compiles
  /// them into, when the project says which kind of target that is, or `--bundle`.
  package var bundle: SceneBundle
  /// Whether the file writes the part of SegueKit it uses (`--standalone`) instead of
  /// importing it, for an app that links no SegueKit module.
  package var standalone = false

  package init(
    accessLevel: AccessLevel = .internal, module: String? = nil,
    sources: SourceIndex? = nil, inputSpelling: [String: String] = [:],
    generatesSegues: Bool = true, generatesScenes: Bool = true,
    bundle: SceneBundle = .moduleOrFramework
  ) {
    self.accessLevel = accessLevel
    self.module = module
    self.sources = sources
    self.inputSpelling = inputSpelling
    self.generatesSegues = generatesSegues
    self.generatesScenes = generatesScenes
    self.bundle = bundle
  }
}
