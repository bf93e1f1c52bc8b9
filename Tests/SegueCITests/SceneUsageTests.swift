import Testing

@testable import SegueCI

@Suite struct SceneUsageTests {
  @Test func countsEveryAccessorSpelling() {
    let generated = """
      static var a: SceneType<A> { .init() }; static var b: InitialSceneType<B> { .init() }
      static var c: SegueKit.SceneType<C> { .init() }; static var d: SegueKit.InitialSceneType<D> { .init() }
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
        static var a: InitialSceneType<Main> { .init() }
        static var b: SceneType<GLKViewController> { .init() }
        static var c: SceneType<UIViewController> { .init() }
      }
      """
    let scenes =
      "StoryboardScene.a\tinitial\tMain\nStoryboardScene.b\tscene\tUIViewController\tGLKit\tGLKViewController\n"
    let text = try SceneUsage.text(generated: generated, scenes: scenes)
    #expect(text.contains("import SegueKit\n#if canImport(GLKit)\n  import GLKit\n#endif\n"))
    #expect(text.contains("    initialScene(StoryboardScene.a, is: Main.self)"))
    #expect(text.contains("      scene(StoryboardScene.b, is: GLKViewController.self)\n    #else"))
    #expect(throws: CIFailure.self) {
      try SceneUsage.text(generated: generated, scenes: "StoryboardScene.a\tinitial\tMain\n")
    }
  }
}
