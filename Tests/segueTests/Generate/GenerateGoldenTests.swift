import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// The generated code for each fixture, with the warnings and summary on standard error,
/// compared with its golden file.
@Suite struct GenerateGoldenTests {
  struct Case: Sendable, CustomStringConvertible {
    var name: String
    var arguments: [String]
    var inputs: [String]
    var description: String { name }
  }

  static let cases: [Case] = [
    // Navigation unwrapping, references across storyboards, unwind, segue action, custom segues.
    Case(name: "Navigation", arguments: ["--module", "Payroll"], inputs: ["Navigation"]),
    // Window and view controllers, window content unwrapping, sheets and popovers.
    Case(name: "AppKit", arguments: [], inputs: ["AppKit"]),
    // One class in two storyboards; identifiers that disagree; one name in two modules.
    Case(name: "Conflicts", arguments: [], inputs: ["Conflicts"]),
    // Identifiers and class names that try to break out of literals, comments and names.
    Case(name: "Adversarial", arguments: [], inputs: ["Adversarial"]),
    // watchOS, controllers without custom classes, segues without identifiers.
    Case(name: "Skips", arguments: [], inputs: ["Skips"]),
    // Subclasses (declared in Swift and Objective-C sources) share their superclass's enum.
    Case(
      name: "Inheritance",
      arguments: ["--sources", GenerateFixtures.path("Inheritance/Sources")],
      inputs: ["Inheritance"]),
    // UIKit and AppKit in one file: each under #if canImport; public declarations.
    Case(
      name: "MixedPublic", arguments: ["--access-level", "public", "--module", "Payroll"],
      inputs: ["AppKit", "Navigation/Settings.storyboard"]),
    // Scenes: the initial one and the identified ones, of every element; tvOS beside iOS.
    Case(name: "Scenes", arguments: ["--module", "Jobs"], inputs: ["Scenes"]),
    // AppKit scenes: window controllers and view controllers.
    Case(name: "ScenesAppKit", arguments: ["--module", "Jobs"], inputs: ["ScenesAppKit"]),
    // Entry points that are storyboard references: followed, or into another bundle or
    // storyboard.
    Case(name: "ScenesReferences", arguments: ["--module", "Jobs"], inputs: ["ScenesReferences"]),
    // Identifiers and storyboard names that try to break out, or clash with the API's names,
    // with each other or with a class; one identifier on two scenes.
    Case(
      name: "ScenesAdversarial", arguments: ["--module", "Jobs"], inputs: ["ScenesAdversarial"]),
    // UIKit and AppKit scenes in one file, each framework its own StoryboardScene; public.
    Case(
      name: "ScenesPublic", arguments: ["--access-level", "public", "--module", "Jobs"],
      inputs: ["Scenes/Main.storyboard", "ScenesAppKit/Main.storyboard"]),
    // An iOS and a macOS storyboard of one name: StoryboardScene.Main in each framework's
    // section.
    Case(
      name: "SameNamePlatforms", arguments: ["--module", "Jobs"],
      inputs: ["SameName/Phone", "SameName/Mac"]),
    // A resource bundle named by --bundle (a CocoaPods resource_bundles pod), with the
    // localizations of one storyboard.
    Case(
      name: "ScenesBundle",
      arguments: [
        "--module", "Jobs", "--bundle",
        #"Bundle(url: Bundle(for: BundleToken.self).url(forResource: "JobsKit", withExtension: "bundle")!)!"#,
      ],
      inputs: ["SameName/Localized"]),
    // The scenes alone, and the segues alone, for projects that keep another tool for one.
    Case(
      name: "NavigationScenesOnly", arguments: ["--no-segues", "--module", "Payroll"],
      inputs: ["Navigation"]),
    Case(
      name: "NavigationSeguesOnly", arguments: ["--no-scenes", "--module", "Payroll"],
      inputs: ["Navigation"]),
    // With the app's sources: classes deleted, declared only in Objective-C, moved to a
    // package module, exposed by a bridging or umbrella header, mangled; none named when
    // Swift cannot see them.
    Case(
      name: "Visibility",
      arguments: ["--module", "App", "--sources", GenerateFixtures.path("Visibility")],
      inputs: ["Visibility"]),
    // An Objective-C app: one note instead of a warning per class.
    Case(
      name: "ObjectiveCApp", arguments: ["--sources", GenerateFixtures.path("ObjectiveCApp")],
      inputs: ["ObjectiveCApp"]),
    // Sources that declare no class: one warning, and classes named as without sources.
    Case(
      name: "SourcesWithoutClasses",
      arguments: ["--module", "Payroll", "--sources", GenerateFixtures.path("NoClasses")],
      inputs: ["Navigation"]),
  ]

  @Test(arguments: cases)
  func generatedCodeMatchesGoldenFile(_ fixture: Case) {
    let result = GenerateFixtures.run(fixture.arguments + fixture.inputs.map(GenerateFixtures.path))
    #expect(result.status == .success)
    let text = result.output + "\n---- standard error ----\n" + result.errors
    Snapshot.assertMatches(
      GenerateFixtures.portable(text), "Generate/" + fixture.name + ".swift.txt")
  }
}

/// The stand-in declarations `--stub-classes` writes for typechecking without the app.
@Suite struct StubClassesGoldenTests {
  @Test func standInsMatchGoldenFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let result = GenerateFixtures.run([
      "--stub-classes", directory.path, "--output", directory.path + "/Segues.swift",
      GenerateFixtures.path("Navigation"), GenerateFixtures.path("Conflicts"),
    ])
    #expect(result.status == .success)
    let files = try #require(FileManager.default.enumerator(atPath: directory.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") && $0 != "Segues.swift" }
      .sorted()
    var text = ""
    for file in files {
      text +=
        "==== \(file)\n"
        + (try String(contentsOfFile: directory.path + "/" + file, encoding: .utf8))
    }
    Snapshot.assertMatches(text, "Generate/StubClasses.swift.txt")
  }
}
