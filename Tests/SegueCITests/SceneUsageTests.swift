import Testing

@testable import SegueCI

@Suite struct SceneUsageTests {
  @Test func countsEveryAccessorSpelling() {
    let generated = """
      static var a: SceneType<S, A> { "A" }; static var b: InitialSceneType<S, B> { .init() }
      static var c: SegueKit.SceneType<S, C> { "C" }; static var d: SegueKit.InitialSceneType<S, D> { .init() }
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
        static var a: InitialSceneType<S, Main> { .init() }
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
