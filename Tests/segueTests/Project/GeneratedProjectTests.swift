import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// A checkout whose `.xcodeproj` is generated (XcodeGen, Tuist) and not committed holds the
/// folder without its `project.pbxproj` (Element's `Riot.xcodeproj`): the commands say so, how
/// to make it, and read the files without it, rather than stop on an unreadable project.
@Suite struct GeneratedProjectTests {
  static let segue = BuiltExecutable("segue")

  @Test func aProjectWithoutItsProjectFileIsNamedAndTheFilesAreRead() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("", to: "App.xcodeproj/xcshareddata/xcschemes/App.xcscheme")
    let err = try Self.lintSpecAndStoryboard(in: folder)
    #expect(
      err.contains(
        "note: 'App.xcodeproj' holds no project.pbxproj, so its targets cannot be read; it "
          + "is generated from XcodeGen's project.yml (run `xcodegen`)"))
    #expect(err.contains("segue lint: 1 storyboard(s), 0 error(s), 0 warning(s)"))
  }

  /// Element's `Riot.xcodeproj`, generated and holding no project file, linted as `.` from
  /// its folder: taking the folder of `./Riot.xcodeproj` trapped in Foundation on Linux.
  @Test(
    .enabled(
      if: TestEnvironment.runs(needing: segue != nil),
      "the segue executable is not built beside the tests"))
  func aProjectWithoutItsProjectFileLintedAsDotDoesNotCrash() throws {
    let segue = try #require(Self.segue)
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    _ = try Self.lintSpecAndStoryboard(in: folder)
    try folder.write("", to: "App.xcodeproj/xcshareddata/xcschemes/App.xcscheme")
    let run = try segue.run(["lint", "."], in: folder.path)
    #expect(run.status == 0)
    #expect(run.standardError.contains("'App.xcodeproj' holds no project.pbxproj"))
  }

  /// immuni-app-ios commits its XcodeGen `project.yml` and no `.xcodeproj` at all: its
  /// storyboard was read as a plain file, and nothing said that its target was not read.
  @Test func aFolderWithAProjectSpecButNoProjectSaysSoInANote() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let err = try Self.lintSpecAndStoryboard(in: folder)
    #expect(
      err.contains(
        "note: '\(folder.path)' holds no Xcode project; it is generated from XcodeGen's "
          + "project.yml (run `xcodegen`, then run again): until then the storyboards are read "
          + "as plain files, without their targets' platforms, modules and Info.plists."))
    #expect(err.contains("segue lint: 1 storyboard(s), 0 error(s), 0 warning(s)"))
  }

  /// `dump --project` and `generate --project` on such a folder stop, as they need the project,
  /// and say how to make it, as lint's note does (Area51, Bitrise).
  @Test func theCommandsThatNeedTheProjectSayHowToGenerateIt() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    _ = try Self.lintSpecAndStoryboard(in: folder)
    for command in [["dump", "--project", folder.path], ["generate", "--project", folder.path]] {
      let capture = CapturedConsole()
      #expect(SegueTool.run(command, console: capture.console) == .failure)
      #expect(
        capture.standardError.contains(
          "holds no .xcodeproj; it is generated from XcodeGen's project.yml (run `xcodegen`, "
            + "then run again)."))
    }
  }

  /// ReadingList's `.gitignore` keeps all of its generated `ReadingList.xcodeproj` out but the
  /// workspace inside: `dump --project` and `generate --project` said only that the project
  /// file "cannot be read", not how to make it.
  @Test func theCommandsSayHowToGenerateAProjectFolderWithoutItsFile() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    _ = try Self.lintSpecAndStoryboard(in: folder)
    try folder.write("", to: "App.xcodeproj/project.xcworkspace/contents.xcworkspacedata")
    for command in [["dump", "--project", folder.path], ["generate", "--project", folder.path]] {
      let capture = CapturedConsole()
      #expect(SegueTool.run(command, console: capture.console) == .failure)
      #expect(
        capture.standardError.contains(
          "'App.xcodeproj' holds no project.pbxproj; it is generated from XcodeGen's "
            + "project.yml (run `xcodegen`, then run again)."))
      #expect(!capture.standardError.contains("cannot be read"))
    }
  }

  /// tutanota's workspace lies a folder down (`app-ios/tuta.xcworkspace`) and names projects
  /// that XcodeGen writes from specs of other names (`mail-project.yml`, `name: tutanota`) and
  /// from a sibling's `project.yml`: the storyboards were read as plain files and nothing said
  /// why; `dump --project` said only that the folder holds no .xcodeproj.
  @Test func aWorkspaceBelowNamingGeneratedProjectsIsSaidWithTheCommands() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    _ = try Self.lintSpecAndStoryboard(in: folder)
    try FileManager.default.removeItem(atPath: folder.path + "/project.yml")
    try folder.write("# XcodeGen\nname: App # the app\ntargets: {}\n", to: "ios/app-project.yml")
    try folder.write("name: Other\n", to: "ios/other-project.yml")
    try folder.write("name: Kit\n", to: "kit/project.yml")
    try WorkspaceTests.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
         <FileRef location = "container:App.xcodeproj"></FileRef>
         <FileRef location = "group:../kit/Kit.xcodeproj"></FileRef>
      </Workspace>
      """, to: folder.path + "/ios/App.xcworkspace")
    let lint = CapturedConsole()
    #expect(SegueTool.run(["lint", folder.path], console: lint.console) == .success)
    let clause =
      "the workspace ios/App.xcworkspace names 2 projects the checkout lacks (ios/App.xcodeproj, "
      + "kit/Kit.xcodeproj), generated from specs (run `xcodegen --spec app-project.yml` in ios, "
      + "`xcodegen` in kit, then run again)"
    #expect(
      lint.standardError.contains(
        "note: '\(folder.path)' holds no Xcode project at its top, and \(clause): until then "
          + "the storyboards are read as plain files"))
    let dump = CapturedConsole()
    #expect(SegueTool.run(["dump", "--project", folder.path], console: dump.console) == .failure)
    let spelled = folder.path
    #expect(
      dump.standardError.contains(
        "holds no .xcodeproj; the workspace \(spelled)/ios/App.xcworkspace names 2 projects the "
          + "checkout lacks (\(spelled)/ios/App.xcodeproj, \(spelled)/kit/Kit.xcodeproj), "
          + "generated from specs (run `xcodegen --spec app-project.yml` in \(spelled)/ios, "
          + "`xcodegen` in \(spelled)/kit, then run again)."))
    let top = CapturedConsole()
    #expect(SegueTool.run(["lint", folder.path + "/ios"], console: top.console) == .success)
    #expect(
      top.standardError.contains(
        "They are generated from specs: run `xcodegen --spec app-project.yml` in "
          + "\(folder.path)/ios, `xcodegen` in \(folder.path)/kit, then run again."))
  }

  /// Lints `folder` once it holds XcodeGen's spec and a storyboard: what lint says.
  static func lintSpecAndStoryboard(in folder: TemporaryDirectory) throws -> String {
    try folder.write("name: App\n", to: "project.yml")
    try folder.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      targetRuntime="iOS.CocoaTouch" initialViewController="home">
        <scenes><scene sceneID="s1"><objects>
          <viewController id="home" sceneMemberID="viewController"/>
        </objects></scene></scenes>
      </document>
      """, to: "App/Main.storyboard")
    let capture = CapturedConsole()
    let status = SegueTool.run(["lint", folder.path], console: capture.console)
    #expect(status == .success)
    return capture.standardError
  }
}
