/// A controller class as the generator groups segues: its type, and the framework of the
/// storyboards its scenes are in. A class of UIKit and one of AppKit get separate code.
struct ControllerClass: Sendable, Hashable {
  var framework: UIFramework
  var type: TypeName
}
