import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// EEXCESS's iOSX-App deleted `SECH Browser.xcodeproj/project.pbxproj` and kept the user data
/// Xcode had written beside it: lint warned that the project holds no project file and told the
/// user to "check it out whole", which no checkout can do. A project folder that holds only
/// what Xcode keeps beside a project is a note saying the repository does not hold it.
@Suite struct LeftoverProjectFolderTests {
  @Test func aProjectFolderOfXcodesKeptDataOnlyIsANote() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try Self.writeStoryboard(in: folder)
    try folder.write("", to: "Old/Old.xcodeproj/project.xcworkspace/contents.xcworkspacedata")
    try folder.write("", to: "Old/Old.xcodeproj/xcuserdata/me.xcuserdatad/xcschemes/a.plist")
    let err = try Self.lint(folder)
    #expect(
      err.contains(
        "note: 'Old.xcodeproj' holds only what Xcode keeps beside a project "
          + "(project.xcworkspace, xcuserdata), not its project.pbxproj, which the repository "
          + "does not hold (deleted, or kept out of git): it has no targets to read, and the "
          + "files are read without it."))
    #expect(!err.contains("check it out whole"))
    #expect(err.contains("segue lint: 1 storyboard(s), 0 error(s), 0 warning(s)"))
  }

  /// Xcode 3 kept each user's state as files beside the project file (`me.pbxuser`).
  @Test func xcode3UserFilesAreXcodesKeptDataToo() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try Self.writeStoryboard(in: folder)
    try folder.write("", to: "Old.xcodeproj/me.pbxuser")
    try folder.write("", to: "Old.xcodeproj/me.mode1v3")
    let err = try Self.lint(folder)
    #expect(err.contains("holds only what Xcode keeps beside a project (me.mode1v3, me.pbxuser)"))
  }

  /// A project folder that holds something else without its project file was cut short (a
  /// copy, an unfinished checkout): still a warning to check it out whole.
  @Test func aProjectFolderHoldingOtherFilesIsStillAWarning() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try Self.writeStoryboard(in: folder)
    try folder.write("", to: "Old.xcodeproj/xcuserdata/me.xcuserdatad/a.plist")
    try folder.write("", to: "Old.xcodeproj/notes.txt")
    let err = try Self.lint(folder)
    #expect(
      err.contains(
        "warning: 'Old.xcodeproj' holds no project.pbxproj, so its targets cannot be read; "
          + "check it out whole."))
  }

  static func writeStoryboard(in folder: TemporaryDirectory) throws {
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
  }

  /// What `segue lint FOLDER` says on standard error; it succeeds.
  static func lint(_ folder: TemporaryDirectory) throws -> String {
    let capture = CapturedConsole()
    #expect(SegueTool.run(["lint", folder.path], console: capture.console) == .success)
    return capture.standardError
  }
}
