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

  @Test func roundsSeparateStoryboardsOfOneName() {
    #expect(
      StoryboardPlatforms.rounds(["a/Main.storyboard", "b/Main.storyboard", "a/Other.storyboard"])
        == ["1\ta/Main.storyboard", "2\tb/Main.storyboard", "1\ta/Other.storyboard"])
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
