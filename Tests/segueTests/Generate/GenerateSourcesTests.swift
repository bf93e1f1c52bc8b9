import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// What `--sources` changes in generated code, and the warnings it gives, which are lint's
/// findings word for word.
@Suite struct GenerateSourcesTests {
  static let actions = "SegueActions"

  /// The warnings of `segue generate` and the findings of `rule` by `segue lint`, both run
  /// with `arguments`, each without its severity's rule id.
  static func warnings(_ arguments: [String], rule: String) -> (generate: [String], lint: [String])
  {
    let generated = GenerateFixtures.run(arguments)
    let capture = CapturedConsole(workingDirectory: GenerateFixtures.fixtures)
    _ = SegueTool.run(["lint"] + arguments, console: capture.console)
    let lines = { (text: String) in text.split(separator: "\n").map(String.init) }
    let found = lines(capture.standardOutput + capture.standardError)
      .filter { $0.hasSuffix(" [\(rule)]") }
      .map { String($0.dropLast(" [\(rule)]".count)) }
    return (lines(generated.errors).filter { $0.contains(": warning: ") }, found)
  }

  @Test(arguments: ["Async", "SenderAnyObject", "Missing", "OtherLabels", "Static"])
  func aSegueActionUIKitCannotCallIsWarnedAboutInLintsWords(_ rejected: String) {
    let arguments = [
      "--module", "Shapes", "--sources",
      GenerateFixtures.path("\(Self.actions)/Rejected/\(rejected).swift"),
      "--sources", GenerateFixtures.path("\(Self.actions)/Sources/Destinations.swift"),
      GenerateFixtures.path("\(Self.actions)/Broken.storyboard"),
    ]
    let found = Self.warnings(arguments, rule: "segue-action-not-found")
    #expect(found.generate.count == 1)
    #expect(found.generate == found.lint)
  }

  /// UIKit calls a private segue action, but the generated file cannot name it: naming it
  /// would fail the app's build with "inaccessible due to 'private' protection level".
  @Test(arguments: ["PrivateMethod", "PrivateExtension"])
  func aPrivateSegueActionIsNotBoundAndIsWarnedAboutInLintsWords(_ file: String) {
    let arguments = [
      "--module", "Shapes", "--sources",
      GenerateFixtures.path("\(Self.actions)/Private/\(file).swift"),
      "--sources", GenerateFixtures.path("\(Self.actions)/Sources/Destinations.swift"),
      GenerateFixtures.path("\(Self.actions)/Broken.storyboard"),
    ]
    let found = Self.warnings(arguments, rule: "private-segue-action")
    #expect(found.generate.count == 1)
    #expect(found.generate == found.lint)
    #expect(found.generate.first?.contains("make it internal") == true)
    let result = GenerateFixtures.run(arguments)
    #expect(result.status == .success)
    #expect(!result.output.contains("makeDetail("))
    #expect(!result.output.contains("storyboardSegueAction"))
    #expect(result.output.contains("case detail = \"Detail\""))
    #expect(result.errors.contains("1 @IBSegueAction method(s) private to their file"))
    // Without the sources, the method is named as the storyboard spells it.
    let unknown = GenerateFixtures.run([GenerateFixtures.path("\(Self.actions)/Broken.storyboard")])
    #expect(unknown.output.contains("BrokenViewController.makeDetail(_:sender:))"))
  }

  @Test func theSourcesSpellingOfASegueActionIsBound() throws {
    let result = GenerateFixtures.run([
      "--module", "Shapes", "--sources", GenerateFixtures.path("\(Self.actions)/Sources"),
      GenerateFixtures.path("\(Self.actions)/Shapes.storyboard"),
    ])
    #expect(result.status == .success)
    #expect(result.output.contains("ShapesViewController.make(with:))"))
    #expect(!result.errors.contains("warning"))
    let guessed = GenerateFixtures.run([GenerateFixtures.path("\(Self.actions)/Shapes.storyboard")])
    #expect(guessed.output.contains("ShapesViewController.makeWith(_:))"))
  }

  @Test func aClassOfAnotherModuleIsQualifiedWhenTheAppDeclaresOneOfTheSameName() {
    let result = GenerateFixtures.run([
      "--module", "App", "--sources", GenerateFixtures.path("Shadowing"),
      GenerateFixtures.path("Shadowing/App/Main.storyboard"),
    ])
    #expect(result.status == .success)
    #expect(result.output.contains("import KitUI"))
    #expect(result.output.contains("KitUI.DetailViewController"))
    let plain = result.output.split(separator: "\n").filter {
      $0.contains("DetailViewController") && !$0.contains("KitUI.DetailViewController")
        && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///")
    }
    #expect(plain.isEmpty, "\(plain)")
    let unqualified = GenerateFixtures.run([GenerateFixtures.path("Shadowing/App/Main.storyboard")])
    #expect(!unqualified.output.contains("KitUI.DetailViewController"))
  }

  @Test func aClassSwiftCannotSeeIsWarnedAboutInLintsWords() {
    let arguments = [
      "--module", "App", "--sources", GenerateFixtures.path("Visibility"),
      GenerateFixtures.path("Visibility"),
    ]
    let found = Self.warnings(arguments, rule: "custom-class-not-found")
    // Stale (controller and segue), moved to a package, a stale navigation controller.
    #expect(found.lint.count == 4)
    for finding in found.lint {
      #expect(found.generate.contains { $0.hasPrefix(finding + " ") }, "\(finding)")
    }
    // Lint has nothing against a class declared only in a .m file: UIKit finds it.
    #expect(found.generate.count == found.lint.count + 1)
    #expect(found.generate.contains { $0.contains("'HiddenViewController'") })
  }

  @Test func aClassSwiftCannotSeeIsNeitherExtendedNorUsedAsAType() {
    let result = GenerateFixtures.run([
      "--module", "App", "--sources", GenerateFixtures.path("Visibility"),
      GenerateFixtures.path("Visibility"),
    ])
    for hidden in [
      "StaleViewController", "HiddenViewController", "MovedViewController",
      "StaleNavigationController", "StaleSegue",
    ] {
      let mentions = result.output.split(separator: "\n").filter {
        $0.contains(hidden) && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///")
      }
      #expect(mentions.isEmpty, "\(hidden): \(mentions)")
    }
    for named in [
      "BridgedViewController", "KitViewController", "MangledController", "LKViewController",
    ] {
      #expect(result.output.contains("SceneType<Main, \(named)>"))
    }
    #expect(result.output.contains("import KitUI"))
  }

  /// The header names the storyboards, not the options: a folder mapped to a module changes
  /// the code, and the header stays as it is without the sources.
  @Test func theHeaderNamesTheStoryboardsNotTheOptions() {
    let storyboard = GenerateFixtures.path("Visibility/App/Main.storyboard")
    let result = GenerateFixtures.run([
      "--module", "App", "--sources", GenerateFixtures.path("Visibility/App"), "--sources",
      "KitUI=" + GenerateFixtures.path("Visibility/Kit/Sources/KitUI/"), storyboard,
    ])
    #expect(result.status == .success)
    let header =
      "from these storyboards:\n//   Visibility/App/Main.storyboard\n\n"
    #expect(result.output.contains(header))
    #expect(!result.output.contains("--sources"))
    #expect(result.output.contains("SceneType<Main, KitViewController>"))
    #expect(GenerateFixtures.run([storyboard]).output.contains(header))
  }

  @Test func aStoryboardNamedAsTheModuleIsNotAddedToTheAppsStoryboardScene() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let storyboard = try String(
      contentsOfFile: GenerateFixtures.path("Scenes/Main.storyboard"), encoding: .utf8)
    try directory.write(storyboard, to: "App/Main.storyboard")
    try directory.write(storyboard, to: "App/Jobs.storyboard")
    // SwiftGen names the classes with their module: `Jobs.JobListViewController`.
    try directory.write(
      """
      import UIKit

      final class JobListViewController: UITableViewController {}
      final class JobEditorViewController: UIViewController {}
      enum StoryboardScene {
        enum Elements { static let first = Jobs.JobListViewController.self }
      }

      """, to: "App/Controllers.swift")
    let run = GenerateFixtures.run([
      "--module", "Jobs", "--sources", directory.path + "/App", directory.path + "/App",
    ])
    #expect(run.status == .success)
    #expect(
      run.errors.contains(
        "; Jobs would hide the module of that name from its code, and is not added: delete it"))
    #expect(run.output.contains("enum Main: ModuleStoryboard {"))
    #expect(!run.output.contains("enum Jobs"))
  }

  @Test func theAppsStoryboardSceneTakesTheStoryboardsItLacksButNotForTheirOwnOutput() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for name in ["Main", "Elements"] {
      let storyboard = try String(
        contentsOfFile: GenerateFixtures.path("Scenes/\(name).storyboard"), encoding: .utf8)
      try directory.write(storyboard, to: "App/\(name).storyboard")
    }
    try directory.write(
      """
      import UIKit

      public final class JobListViewController: UITableViewController {}
      final class JobEditorViewController: UIViewController {}

      """, to: "App/Controllers.swift")
    let arguments = [
      "--module", "Jobs", "--sources", directory.path + "/App", "--output",
      directory.path + "/App/Generated.swift", directory.path + "/App",
    ]
    #expect(GenerateFixtures.run(arguments).status == .success)
    let first = try String(contentsOfFile: directory.path + "/App/Generated.swift", encoding: .utf8)
    #expect(first.contains("enum StoryboardScene {"))
    // The class is public, so the enum that satisfies SegueHandler is too.
    #expect(first.contains("  public enum SegueIdentifier: String, CaseIterable {"))
    // The generated file is among the sources now; it changes nothing.
    let again = GenerateFixtures.run(arguments)
    #expect(again.errors.contains("0 of 1 file(s) written"))

    // SwiftGen's, for one of the two storyboards: the other is added to it.
    try directory.write(
      "enum StoryboardScene {\n  enum Elements {}\n}\n", to: "App/SwiftGen/Storyboards.swift")
    let extending = GenerateFixtures.run(arguments)
    #expect(extending.status == .success)
    #expect(
      extending.errors.contains(
        "warning: \(directory.path)/App/SwiftGen/Storyboards.swift declares StoryboardScene "
          + "already (SwiftGen's scenes?), so the scenes of the storyboards it lacks are added "
          + "to it in an extension, and those of Elements are left to it"))
    let second = try String(
      contentsOfFile: directory.path + "/App/Generated.swift", encoding: .utf8)
    #expect(!second.contains("enum StoryboardScene"))
    #expect(second.contains("extension StoryboardScene {"))
    #expect(second.contains("protocol ModuleStoryboard: StoryboardName {\n"))
    #expect(second.contains("enum Main: ModuleStoryboard {"))
    #expect(!second.contains("enum Elements"))
    #expect(second.contains("extension JobListViewController: SegueHandler"))
    // --standalone nests its SceneType in StoryboardScene, where it would hide SwiftGen's from
    // SwiftGen's own code: no scenes then.
    let standalone = GenerateFixtures.run(arguments + ["--standalone"])
    #expect(
      standalone.errors.contains("declares StoryboardScene already (SwiftGen's scenes?), so no"))
    #expect(
      !(try String(contentsOfFile: directory.path + "/App/Generated.swift", encoding: .utf8))
        .contains("StoryboardScene"))

    // A protocol takes no nested types: the scenes wait until it is removed.
    try directory.write("protocol StoryboardScene {}\n", to: "App/SwiftGen/Storyboards.swift")
    let waiting = GenerateFixtures.run(arguments)
    #expect(waiting.status == .success)
    #expect(
      waiting.errors.contains(
        "warning: \(directory.path)/App/SwiftGen/Storyboards.swift declares StoryboardScene "
          + "already (SwiftGen's scenes?), so no scenes are generated"))
    let third = try String(contentsOfFile: directory.path + "/App/Generated.swift", encoding: .utf8)
    #expect(!third.contains("StoryboardScene"))
    #expect(third.contains("extension JobListViewController: SegueHandler"))
  }
}
