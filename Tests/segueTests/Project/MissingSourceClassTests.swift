import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// A class named like a source file the project compiles but the checkout lacks is where the
/// project says it would be: no custom-class-not-found finding, but a class not checked, with
/// the file named. LNPopupController's example compiles ../LNPopupSettings/
/// SettingsViewController.swift (a submodule not checked out), and Pisth an absolute path on
/// its author's disk; both storyboards' classes were reported as declared by no source.
@Suite struct MissingSourceClassTests {
  /// `segue lint --project COPY --target PhoneApp` in a copy of the fixture whose PhoneApp
  /// compiles PhoneApp/PhoneDetailViewController.swift, a file the copy lacks, and whose
  /// AppDelegate.swift no longer declares that class.
  static func lint() throws -> String {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let copy = directory.path + "/Project"
    try FileManager.default.copyItem(atPath: TargetBuildTests.project, toPath: copy)
    try edit(copy + "/Fixture.xcodeproj/project.pbxproj") {
      $0.replacingOccurrences(
        of: "/* Begin PBXBuildFile section */\n",
        with: "/* Begin PBXBuildFile section */\n\t\tB10000000000000000000099 /* "
          + "PhoneDetailViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = "
          + "F10000000000000000000099 /* PhoneDetailViewController.swift */; };\n"
      )
      .replacingOccurrences(
        of: "/* Begin PBXFileReference section */\n",
        with: "/* Begin PBXFileReference section */\n\t\tF10000000000000000000099 /* "
          + "PhoneDetailViewController.swift */ = {isa = PBXFileReference; lastKnownFileType "
          + "= sourcecode.swift; path = PhoneDetailViewController.swift; sourceTree = "
          + "\"<group>\"; };\n"
      )
      .replacingOccurrences(
        of: "\t\t\t\tF10000000000000000000003 /* AppDelegate.swift */,\n",
        with: "\t\t\t\tF10000000000000000000003 /* AppDelegate.swift */,\n"
          + "\t\t\t\tF10000000000000000000099 /* PhoneDetailViewController.swift */,\n"
      )
      .replacingOccurrences(
        of: "\t\t\t\tB10000000000000000000001 /* AppDelegate.swift in Sources */,\n",
        with: "\t\t\t\tB10000000000000000000001 /* AppDelegate.swift in Sources */,\n"
          + "\t\t\t\tB10000000000000000000099 /* PhoneDetailViewController.swift in Sources */,\n")
    }
    try edit(copy + "/PhoneApp/AppDelegate.swift") {
      $0.replacingOccurrences(
        of: "final class PhoneDetailViewController: UIViewController {}", with: "")
    }
    let capture = CapturedConsole()
    _ = SegueTool.run(
      ["lint", "--project", copy, "--target", "PhoneApp"], console: capture.console)
    return (capture.standardOutput + capture.standardError)
      .replacingOccurrences(of: directory.path + "/", with: "")
  }

  private static func edit(_ file: String, _ change: (String) -> String) throws {
    let text = try String(contentsOfFile: file, encoding: .utf8)
    try FileManager.default.removeItem(atPath: file)
    try change(text).write(toFile: file, atomically: true, encoding: .utf8)
  }

  @Test func itsClassIsNotCheckedAndTheNoteNamesTheFile() throws {
    let output = try Self.lint()
    #expect(
      output.contains(
        "warning: The file 'PhoneApp/PhoneDetailViewController.swift' of target 'PhoneApp' is "
          + "missing; left out."))
    #expect(!output.contains("No source declares 'PhoneDetailViewController'"))
    #expect(
      output.contains(
        "Project/PhoneApp/Base.lproj/Main.storyboard:19:17: note: 1 custom class was not "
          + "checked: 'PhoneDetailViewController' (1), which the project would compile from "
          + "Project/PhoneApp/PhoneDetailViewController.swift, a file the checkout lacks."))
  }
}
