import StoryboardKit
import Testing

@testable import SegueGenerator

/// The generator names classes as StoryboardKit's ClassReference reads them, and types
/// destinations through the graph's container content.
@Suite struct ClassReferenceGenerationTests {
  private static let here = TextLocation(line: 1, column: 1)

  private static func segue(
    _ id: String, _ identifier: String?, _ kind: SegueKind = .show, from source: String,
    to destination: String, relationship: String? = nil
  ) -> Segue {
    Segue(
      id: id, kind: kind, identifier: identifier, destination: destination,
      relationship: relationship, sourceControllerID: source,
      trigger: SegueTrigger(element: "button", id: nil, location: here), location: here)
  }

  private static func scene(_ controller: Controller, _ segues: [Segue] = []) -> Scene {
    Scene(id: "s-" + controller.id, controller: controller, segues: segues, location: here)
  }

  private static func document(runtime: String, _ scenes: [Scene]) -> StoryboardDocument {
    StoryboardDocument(
      path: "Main.storyboard", targetRuntime: runtime, scenes: scenes, location: here)
  }

  /// An iOS storyboard whose list, of class `listClass`, shows a plain detail controller.
  private static func list(_ listClass: String, module: String? = nil) -> StoryboardDocument {
    document(
      runtime: "iOS.CocoaTouch",
      [
        scene(
          Controller(
            element: "viewController", id: "list", customClass: listClass, customModule: module,
            location: here),
          [segue("s1", "Open", from: "list", to: "detail")]),
        scene(
          Controller(
            element: "viewController", id: "detail", customClass: "DetailViewController",
            customModule: "MyApp", customModuleProvider: "target", location: here)),
      ])
  }

  @Test func aMangledClassNameIsExtendedByItsSwiftName() {
    let generation = SegueGeneration(
      documents: [Self.list("_TtC5MyApp14ListController")], options: GeneratorOptions())
    #expect(
      generation.model.classes.map(\.type) == [TypeName(name: "ListController", module: "MyApp")])
    let code = generation.singleFile()
    #expect(code.contains("\nimport MyApp\n"))
    #expect(code.contains("\nextension ListController: "))
    #expect(!code.contains("_TtC"))
    #expect(generation.model.warnings.isEmpty)
  }

  @Test func aMangledClassOfTheModuleBeingGeneratedNeedsNoImport() {
    let generation = SegueGeneration(
      documents: [Self.list("_TtC5MyApp14ListController")],
      options: GeneratorOptions(module: "MyApp"))
    #expect(generation.model.classes.map(\.type) == [TypeName(name: "ListController", module: nil)])
  }

  @Test func aMangledNameThatCannotBeDecodedIsRefused() {
    let mangled = "_TtCC5MyApp4Main4ListP33_0123456789ABCDEF0123456789ABCDEF"
    let generation = SegueGeneration(documents: [Self.list(mangled)], options: GeneratorOptions())
    #expect(generation.model.classes.isEmpty)
    #expect(
      generation.model.warnings.map(\.message) == [
        "The custom class \"\(mangled)\" is a Swift mangled name that cannot be decoded, so no "
          + "code is generated for its segues."
      ])
  }

  @Test func aSegueToAWindowControllerIsTypedAsItsContent() throws {
    let document = Self.document(
      runtime: "MacOSX.Cocoa",
      [
        Self.scene(
          Controller(
            element: "viewController", id: "main", customClass: "MainViewController",
            location: Self.here),
          [Self.segue("s1", "Edit", from: "main", to: "window")]),
        Self.scene(
          Controller(
            element: "windowController", id: "window", customClass: "EditorWindowController",
            location: Self.here),
          [
            Self.segue(
              "r1", nil, .relationship, from: "window", to: "editor",
              relationship: "window.shadowedContentViewController")
          ]),
        Self.scene(
          Controller(
            element: "viewController", id: "editor", customClass: "EditorViewController",
            location: Self.here)),
      ])
    let generation = SegueGeneration(documents: [document], options: GeneratorOptions())
    let segue = try #require(generation.model.classes.first?.segues.first)
    #expect(segue.destination == TypeName(name: "EditorViewController", module: nil))
  }
}
