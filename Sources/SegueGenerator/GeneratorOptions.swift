/// What the generator is asked to write, independent of where it is written.
package struct GeneratorOptions: Sendable, Hashable {
  /// The access level of the generated declarations.
  package var accessLevel: AccessLevel
  /// The module the code is compiled into: classes whose `customModule` names it need no import.
  package var module: String?
  /// Class names to the type each inherits from, as the sources declare them: a subclass's
  /// segues then join its superclass's enum.
  package var superclasses: [String: String]
  /// The command that regenerates the output, recorded in the header of every file.
  package var command: String
  /// Whether to write the controllers' `SegueHandler` extensions.
  package var generatesSegues: Bool
  /// Whether to write `StoryboardScene`, the storyboards' scenes.
  package var generatesScenes: Bool

  package init(
    accessLevel: AccessLevel = .internal, module: String? = nil,
    superclasses: [String: String] = [:], command: String = "segue generate",
    generatesSegues: Bool = true, generatesScenes: Bool = true
  ) {
    self.accessLevel = accessLevel
    self.module = module
    self.superclasses = superclasses
    self.command = command
    self.generatesSegues = generatesSegues
    self.generatesScenes = generatesScenes
  }
}
