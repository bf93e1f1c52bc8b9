import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// Storyboards of one name in different folders, without a project: `generate` says which and
/// how to choose, exits 64 and writes nothing, unless nothing the name decides is written.
@Suite struct NameClashTests {
  private static func sameName(_ folder: String) -> String {
    GenerateFixtures.path("SameName/" + folder)
  }

  /// The files under `directory`, relative to it, sorted.
  private static func files(in directory: String) -> [String] {
    (FileManager.default.enumerator(atPath: directory)?.compactMap { $0 as? String } ?? [])
      .sorted()
  }

  @Test(arguments: [["--output", "Segues.swift"], ["--output", "Generated/"]])
  func twoMainsOfOneFrameworkAreAnErrorAndNothingIsWritten(_ output: [String]) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let result = GenerateFixtures.run(
      [
        output[0], directory.path + "/" + output[1], Self.sameName("Widget"),
        Self.sameName("Phone"),
      ])
    #expect(result.status == .usage)
    #expect(result.output.isEmpty)
    #expect(Self.files(in: directory.path).isEmpty)
    #expect(
      GenerateFixtures.portable(result.errors).contains(
        "error: The storyboards 'Fixtures/SameName/Phone/Main.storyboard' and "
          + "'Fixtures/SameName/Widget/Main.storyboard' share the name 'Main'"))
    #expect(result.errors.contains("with an Xcode project, choose its target with --target"))
    #expect(result.errors.contains("or pass --no-scenes"))
    #expect(result.errors.contains("Nothing was generated"))
    // Reported once: the directory's one file follows from the one enum.
    #expect(result.errors.components(separatedBy: "share the name").count == 2)
  }

  @Test func checkReportsTheClashToo() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let result = GenerateFixtures.run([
      "--check", "--output", directory.path + "/Segues.swift", Self.sameName("Phone"),
      Self.sameName("Widget"),
    ])
    #expect(result.status == .usage)
    #expect(result.errors.contains("share the name 'Main'"))
  }

  /// Without scenes, one file holds both storyboards' segue code, as it holds every class's.
  @Test func withoutScenesOneFileHoldsBoth() {
    let result = GenerateFixtures.run([
      "--no-scenes", Self.sameName("Phone"), Self.sameName("Widget"),
    ])
    #expect(result.status == .success)
    #expect(result.output.contains("SameName/Phone/Main.storyboard\n"))
    #expect(result.output.contains("SameName/Widget/Main.storyboard\n"))
  }

  /// An output directory has one file per name: without scenes, still one file for two.
  @Test func withoutScenesAnOutputDirectoryStillRefusesTwoInOneFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let result = GenerateFixtures.run([
      "--no-scenes", "--output", directory.path + "/", Self.sameName("Phone"),
      Self.sameName("Widget"),
    ])
    #expect(result.status == .usage)
    #expect(result.errors.contains("both would be written into 'Main+Segues.swift'"))
    #expect(result.errors.contains("or write one file (--output FILE)"))
    #expect(Self.files(in: directory.path).isEmpty)
  }

  /// Each framework has its own `StoryboardScene`, in its `#if` section: an iOS and a macOS
  /// `Main` are `StoryboardScene.Main` each, in one file or in the directory's `Main` file.
  @Test func anIOSAndAMacOSMainAreNotAClash() throws {
    let single = GenerateFixtures.run([Self.sameName("Phone"), Self.sameName("Mac")])
    #expect(single.status == .success)
    #expect(single.output.components(separatedBy: "  enum Main: ModuleStoryboard {").count == 3)
    #expect(single.output.contains("typealias InitialController = PhoneRootViewController"))
    #expect(single.output.contains("typealias InitialController = MacRootViewController"))
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let split = GenerateFixtures.run([
      "--output", directory.path + "/", Self.sameName("Phone"), Self.sameName("Mac"),
    ])
    #expect(split.status == .success)
    #expect(Self.files(in: directory.path) == ["Main+Segues.swift"])
    let file = try String(
      contentsOfFile: directory.path + "/Main+Segues.swift", encoding: .utf8)
    #expect(file.contains("#if canImport(UIKit)"))
    #expect(file.contains("#elseif canImport(AppKit)"))
    #expect(file.components(separatedBy: "enum StoryboardScene {").count == 3)
  }

  /// `Base.lproj` and `fr.lproj` hold one storyboard's localizations.
  @Test func localizationsAreOneStoryboard() {
    let result = GenerateFixtures.run([Self.sameName("Localized")])
    #expect(result.status == .success)
    #expect(result.output.contains("typealias InitialController = LocalizedRootViewController"))
  }

  @Test func localizationsClashWithAnotherFoldersStoryboardOfTheirName() {
    let result = GenerateFixtures.run([Self.sameName("Localized"), Self.sameName("Phone")])
    #expect(result.status == .usage)
    #expect(
      GenerateFixtures.portable(result.errors).contains(
        "'Fixtures/SameName/Localized/Base.lproj/Main.storyboard' and "
          + "'Fixtures/SameName/Phone/Main.storyboard'"))
    #expect(!result.errors.contains("fr.lproj"))
  }

  /// `Main+Segues.swift` and `main+Segues.swift` would be one file on macOS.
  @Test func anOutputDirectoryRefusesNamesThatDifferOnlyInCase() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let inputs = [Self.sameName("Phone"), Self.sameName("Cased")]
    let result = GenerateFixtures.run(["--output", directory.path + "/"] + inputs)
    #expect(result.status == .usage)
    #expect(result.errors.contains("have the names 'Main' and 'main', which differ only in case"))
    #expect(Self.files(in: directory.path).isEmpty)
    #expect(GenerateFixtures.run(inputs).status == .success)
  }
}
