import Testing

@testable import SegueCI

@Suite struct SceneUsageTests {
  @Test func countsEveryAccessorSpelling() {
    let generated = """
      static var a: SceneType<S, A> { "A" }; typealias InitialController = B
      static var c: SegueKit.SceneType<S, C> { "C" }; typealias InitialController2 = D
      static var initialScene: InitialSceneType<Self, InitialController> { .init() }
      """
    #expect(SceneUsage.accessorCount(generated) == 4)
  }

  @Test func checksEachSceneWithTheGeneratorsTypeAndItsImports() throws {
    let generated = """
      import SegueKit
      #if canImport(GLKit)
        import GLKit
      #endif
      enum StoryboardScene {
        typealias InitialController = Main
        static var b: SceneType<S, GLKViewController> { "B" }
        static var c: SceneType<S, UIViewController> { "C" }
      }
      """
    let scenes =
      "StoryboardScene.a\tinitial\tMain\nStoryboardScene.b\tscene\tUIViewController\tGLKit\tGLKViewController\n"
    let text = try SceneUsage.text(generated: generated, scenes: scenes)
    #expect(text.contains("import SegueKit\n#if canImport(GLKit)\n  import GLKit\n#endif\n"))
    #expect(
      text.contains(
        "  static func scene<S, C>(_ scene: SegueKit.SceneType<S, C>, is type: C.Type) {}"))
    #expect(text.contains("    initialScene(StoryboardScene.a, is: Main.self)"))
    #expect(text.contains("      scene(StoryboardScene.b, is: GLKViewController.self)\n    #else"))
    #expect(throws: CIFailure.self) {
      try SceneUsage.text(generated: generated, scenes: "StoryboardScene.a\tinitial\tMain\n")
    }
  }
}
