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
  /// The command that regenerates the output, recorded in the header of every file.
  package var command: String
  /// Whether to write the controllers' `SegueHandler` extensions.
  package var generatesSegues: Bool
  /// Whether to write `StoryboardScene`, the storyboards' scenes.
  package var generatesScenes: Bool

  package init(
    accessLevel: AccessLevel = .internal, module: String? = nil,
    sources: SourceIndex? = nil, command: String = "segue generate",
    generatesSegues: Bool = true, generatesScenes: Bool = true
  ) {
    self.accessLevel = accessLevel
    self.module = module
    self.sources = sources
    self.command = command
    self.generatesSegues = generatesSegues
    self.generatesScenes = generatesScenes
  }
}
