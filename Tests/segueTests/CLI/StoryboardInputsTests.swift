import Foundation
import SegueTestSupport
import Testing

@testable import AppInputs
@testable import SegueCommandLine
@testable import segue

@Suite struct StoryboardInputsTests {
  @Test func expandsDirectoriesSortsAndRemovesDuplicates() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let b = try directory.write("", to: "b/Second.storyboard")
    let a = try directory.write("", to: "a/First.storyboard")
    try directory.write("", to: "a/View.xib")
    try directory.write("", to: ".build/copy/Ignored.storyboard")
    let (files, problems) = try StoryboardInputs.search([
      directory.path + "/b", directory.path, a,
    ])
    #expect(files == [a, b])
    #expect(problems.isEmpty)
  }

  @Test func theSameWalkFindsTheInfoPlistsAndANamedOneIsNoStoryboard() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let main = try directory.write("", to: "App/Main.storyboard")
    let app = try directory.write("", to: "App/Info.plist")
    let named = try directory.write("", to: "Other/Tool-Info.plist")
    try directory.write("", to: "App/Settings.plist")
    try directory.write("", to: ".build/copy/Info.plist")
    let found = try StoryboardInputs.find([directory.path, named])
    #expect(found.files == [main])
    #expect(found.infoPlists == [app, named])
  }

  /// Tinylog's only storyboards are Mixpanel's, under `Pods/Mixpanel`, whose classes its `.m`
  /// files declare (`MPAlphaMaskView`): a dependency's Objective-C implementation files are read
  /// with the storyboards it holds, as the code that loads them (its headers and Swift files
  /// are read apart, in its module); a dependency without storyboards stays apart.
  @Test func aDependencyThatHoldsStoryboardsIsReadWithThem() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let view = try directory.write("", to: "App/View.swift")
    let storyboard = try directory.write(
      "", to: "Pods/Mixpanel/Mixpanel/MPNotification.storyboard")
    let own = try directory.write(
      "", to: "Pods/Mixpanel/Mixpanel/MPNotificationViewController.m")
    try directory.write("", to: "Pods/Mixpanel/Mixpanel/MPNotificationViewController.h")
    try directory.write("", to: "Pods/Other/Other.m")
    try directory.write("", to: "Pods/Target Support Files/Pods-dummy.m")
    try directory.write("", to: "Carthage/Checkouts/Kit/Kit.m")
    try directory.write("", to: "SourcePackages/checkouts/Pkg/Sources/Pkg/Pkg.swift")
    let packaged = try directory.write(
      "", to: "SourcePackages/checkouts/Pkg/Sources/Pkg/Private.mm")
    let packageStoryboard = try directory.write(
      "", to: "SourcePackages/checkouts/Pkg/Sources/Pkg/Pkg.storyboard")
    try directory.write("", to: "SourcePackages/checkouts/Else/Else.m")
    let found = try StoryboardInputs.find([directory.path])
    #expect(found.files == [storyboard, packageStoryboard])
    #expect(found.sourceFiles == [view, own, packaged])
  }

  @Test func missingPathsAreUsageErrorsAndEmptyFoldersAreProblems() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    #expect(throws: InputUsageError("No file or directory exists at '\(directory.path)/nope'.")) {
      try StoryboardInputs.search([directory.path + "/nope"])
    }
    let (files, problems) = try StoryboardInputs.search([directory.path])
    #expect(files.isEmpty)
    #expect(problems == [PathProblem(path: directory.path, kind: .noStoryboard)])
    #expect(throws: InputUsageError("Give at least one storyboard file or directory.")) {
      try StoryboardInputs.search([])
    }
  }

  @Test func eachNamedFolderWithoutStoryboardsIsAProblemEvenBesideOnesWithThem() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let main = try directory.write("", to: "App/Main.storyboard")
    try directory.write("", to: "Wrong/File.swift")
    let (files, problems) = try StoryboardInputs.search([
      directory.path + "/App", directory.path + "/Wrong",
    ])
    #expect(files == [main])
    #expect(
      problems.map(\.sentence) == ["No .storyboard file was found in '\(directory.path)/Wrong'."])
  }

  /// A folder reader that cannot read `Locked`, as `chmod 000` makes a folder for anyone but
  /// root: the test runs the same as root.
  @Test func anUnreadableFolderIsAProblemThatSaysWhy() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let main = try directory.write("", to: "App/Main.storyboard")
    try directory.write("", to: "App/Locked/Hidden.storyboard")
    let reader: StoryboardInputs.FolderReader = { folder in
      guard !folder.hasSuffix("/Locked") else { throw CocoaError(.fileReadNoPermission) }
      return try StoryboardInputs.diskFolder(folder)
    }
    let (files, problems) = try StoryboardInputs.search(
      [directory.path + "/App"], reading: reader)
    #expect(files == [main])
    #expect(
      problems.map(\.sentence) == [
        "The folder '\(directory.path)/App/Locked' could not be read (permission denied), so "
          + "its storyboards were skipped."
      ])
  }

  /// The same on disk; root reads a folder whatever its mode, so the test cannot fail there.
  @Test(.disabled(if: getuid() == 0, "root reads folders whatever their mode"))
  func aFolderWithModeZeroIsUnreadable() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("", to: "Locked/Hidden.storyboard")
    let locked = directory.path + "/Locked"
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked)
    }
    let (files, problems) = try StoryboardInputs.search([locked])
    #expect(files.isEmpty)
    #expect(problems.map(\.kind) == [.unreadable(reason: "permission denied")])
  }
}
