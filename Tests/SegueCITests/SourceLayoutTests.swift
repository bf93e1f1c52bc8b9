import SegueTestSupport
import Testing

@testable import SegueCI

@Suite struct SourceLayoutTests {
  @Test func packageModulesAreNamedAsSwiftPMNamesThemAndTestsLeftOut() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("// swift-tools-version: 6.0", to: "Kit/Package.swift")
    let plugin = try folder.write("", to: "Kit/Sources/Debug Plugin/Plugin.swift")
    let test = try folder.write("", to: "Kit/Tests/KitTests/KitTests.swift")
    let example = try folder.write("", to: "Kit/Example/AppDelegate.swift")
    let tree = try SourceTree(roots: [folder.path])
    #expect(tree.module(of: plugin) == "Debug_Plugin")
    #expect(tree.module(of: test) == nil)
    #expect(tree.module(of: example) == "")
  }

  @Test func modulesComeAfterWhatTheyImport() throws {
    let order = try DependencyOrder.order([
      "App": ["UIKit", "Core", "Views"], "Views": ["Core"], "Core": ["Foundation"],
    ])
    #expect(order == ["Core", "Views", "App"])
    #expect(throws: CIFailure.self) { try DependencyOrder.order(["A": ["B"], "B": ["A"]]) }
  }

  @Test func eachVariantCompilesItsPlatformsStoryboardsOneNameARound() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let dump = try folder.write(
      """
      [{"platform": "iOS", "path": "a/Main.storyboard"},
       {"platform": "macOS", "path": "m/Main.storyboard"},
       {"platform": "iOS", "path": "b/Main.storyboard"},
       {"platform": "iOS", "path": "a/Other.storyboard"},
       {"platform": "watchOS", "path": "w/Interface.storyboard"},
       {"platform": "unknown", "path": "u/Odd.storyboard"}]
      """, to: "dump.json")
    let storyboards = try StoryboardPlatforms(dump: dump)
    #expect(
      storyboards.rounds(of: .uikit) == [
        ["a/Main.storyboard", "a/Other.storyboard"], ["b/Main.storyboard"],
      ])
    #expect(storyboards.rounds(of: .appkit) == [["m/Main.storyboard"]])
    #expect(storyboards.rounds(of: .tvos).isEmpty)
    #expect(
      storyboards.uncompiled == [
        "generated nothing for 1 unknown storyboard(s)",
        "generated nothing for 1 watchOS storyboard(s): SegueKit has no watchOS adapter",
      ])
  }

  @Test func countsTheExtendedClassesAndTheScenesThisCompileSees() {
    let generated = """
      extension ListViewController: SegueHandler {}
        extension DetailViewController: SegueKit.SegueHandler {}
      extension ListViewController {}
      enum StoryboardScene {
        typealias InitialController = ListViewController
        #if canImport(GLKit)
          static var gl: SceneType<Main, GLKViewController> { "GL" }
        #else
          static var gl: SceneType<Main, UIViewController> { "GL" }
        #endif
      }
      """
    let counts = GeneratedCounts(generated: generated)
    #expect(counts.classes == 2)
    #expect(counts.scenes == 2)
  }

  @Test func readsTheGeneratorsStandInLines() {
    let text =
      "open class `Detail`: UIViewController {}\nclass Push: UIStoryboardSegue {}\nclass No {}\n"
    #expect(
      GeneratorStandIns.classes(in: text) == [
        "Detail": "UIViewController", "Push": "UIStoryboardSegue",
      ])
  }
}
