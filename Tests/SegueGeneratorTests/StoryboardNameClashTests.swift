import StoryboardKit
import Testing

@testable import SegueGenerator

/// Storyboards of one name that a run without a project cannot tell apart, and those it can:
/// localizations, other platforms, another framework's section of a file.
@Suite struct StoryboardNameClashTests {
  private static func document(_ path: String, runtime: String = "iOS.CocoaTouch")
    -> StoryboardDocument
  {
    StoryboardDocument(
      path: path, targetRuntime: runtime, scenes: [], location: TextLocation(line: 1, column: 1))
  }

  private static func fileName(_ storyboard: String) -> String { storyboard + "+Segues.swift" }

  @Test func twoOfOneNameInDifferentFoldersClashNamingBothInByteOrder() throws {
    let clashes = StoryboardNameClash.scenes(in: [
      Self.document("Widget/Main.storyboard"), Self.document("App/Main.storyboard"),
      Self.document("App/Settings.storyboard"),
    ])
    let clash = try #require(clashes.first)
    #expect(clashes.count == 1)
    #expect(clash.names == ["Main"])
    #expect(clash.paths == ["App/Main.storyboard", "Widget/Main.storyboard"])
    #expect(clash.description.contains("'App/Main.storyboard' and 'Widget/Main.storyboard'"))
    #expect(clash.description.contains("--target"))
    #expect(clash.description.contains("--no-scenes"))
  }

  /// An iOS and a tvOS storyboard share the UIKit code, and so its `StoryboardScene`.
  @Test func iOSAndTVOSStoryboardsOfOneNameClash() {
    let clashes = StoryboardNameClash.scenes(in: [
      Self.document("Phone/Main.storyboard"),
      Self.document("TV/Main.storyboard", runtime: "AppleTV"),
    ])
    #expect(clashes.map(\.paths) == [["Phone/Main.storyboard", "TV/Main.storyboard"]])
  }

  /// Each framework's scenes are in its own `#if` section, its own `StoryboardScene`.
  @Test func anIOSAndAMacOSStoryboardOfOneNameDoNotClash() {
    let documents = [
      Self.document("Phone/Main.storyboard"),
      Self.document("Mac/Main.storyboard", runtime: "MacOSX.Cocoa"),
    ]
    #expect(StoryboardNameClash.scenes(in: documents).isEmpty)
    #expect(StoryboardNameClash.files(in: documents, fileName: Self.fileName).isEmpty)
  }

  /// `Base.lproj` and `fr.lproj` copies are one storyboard in the bundle.
  @Test func localizationsOfOneStoryboardDoNotClash() {
    let documents = [
      Self.document("App/Base.lproj/Main.storyboard"),
      Self.document("App/fr.lproj/Main.storyboard"),
      Self.document("./App/../App/de.lproj/Main.storyboard"),
    ]
    #expect(StoryboardNameClash.scenes(in: documents).isEmpty)
    #expect(StoryboardNameClash.files(in: documents, fileName: Self.fileName).isEmpty)
  }

  @Test func localizationsOfTwoStoryboardsClashOnce() {
    let clashes = StoryboardNameClash.scenes(in: [
      Self.document("App/Base.lproj/Main.storyboard"),
      Self.document("App/fr.lproj/Main.storyboard"),
      Self.document("Widget/Base.lproj/Main.storyboard"),
    ])
    #expect(
      clashes.map(\.paths) == [
        ["App/Base.lproj/Main.storyboard", "Widget/Base.lproj/Main.storyboard"]
      ])
  }

  /// watchOS storyboards get no code, so their names clash with nothing.
  @Test func watchOSStoryboardsAreLeftOut() {
    let documents = [
      Self.document("Phone/Main.storyboard"),
      Self.document("Watch/Main.storyboard", runtime: "watchKit"),
    ]
    #expect(StoryboardNameClash.scenes(in: documents).isEmpty)
    #expect(StoryboardNameClash.files(in: documents, fileName: Self.fileName).isEmpty)
  }

  @Test func anOutputDirectoryRefusesTwoStoryboardsInOneFile() throws {
    let clashes = StoryboardNameClash.files(
      in: [Self.document("App/Main.storyboard"), Self.document("Widget/Main.storyboard")],
      fileName: Self.fileName)
    let clash = try #require(clashes.first)
    #expect(clashes.count == 1)
    #expect(clash.description.contains("into 'Main+Segues.swift'"))
    #expect(clash.description.contains("--output FILE"))
  }

  /// `Main+Segues.swift` and `main+Segues.swift` are one file on macOS.
  @Test func anOutputDirectoryRefusesFileNamesThatDifferOnlyInCase() throws {
    let clashes = StoryboardNameClash.files(
      in: [
        Self.document("App/Main.storyboard"),
        Self.document("Mac/main.storyboard", runtime: "MacOSX.Cocoa"),
      ],
      fileName: Self.fileName)
    let clash = try #require(clashes.first)
    #expect(clash.names == ["Main", "main"])
    #expect(clash.description.contains("'Main+Segues.swift' and 'main+Segues.swift'"))
    // Two names that differ in case are two storyboards in one StoryboardScene.
    #expect(
      StoryboardNameClash.scenes(in: [
        Self.document("App/Main.storyboard"), Self.document("App/main.storyboard"),
      ]).isEmpty)
  }
}
