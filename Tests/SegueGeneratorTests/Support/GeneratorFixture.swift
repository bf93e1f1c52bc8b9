import SegueGenerator
import StoryboardKit

/// Small in-memory inputs the generator's tests share.
enum GeneratorFixture {
  /// `Main.storyboard` for iOS with one scene, its initial one: a `RootViewController` (id
  /// `root`) with no segues.
  static let oneRootScene: StoryboardDocument = {
    let location = TextLocation(line: 3, column: 5)
    let scene = Scene(
      id: "s-root",
      controller: Controller(
        element: "viewController", id: "root", customClass: "RootViewController",
        location: location),
      location: location)
    return StoryboardDocument(
      path: "Main.storyboard", targetRuntime: "iOS.CocoaTouch", initialControllerID: "root",
      scenes: [scene], location: TextLocation(line: 1, column: 1))
  }()

  /// The generation of ``oneRootScene`` with `options`.
  static func generation(_ options: GeneratorOptions) -> SegueGeneration {
    SegueGeneration(documents: [oneRootScene], options: options)
  }
}
