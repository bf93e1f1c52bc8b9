import Foundation
import SegueTestSupport
import Testing

@testable import ProjectModel

/// A storyboard an Info.plist opens or shows at launch that the target does not copy: the
/// system finds nothing by that name in the bundle. TVToday's six demo apps name the template's
/// `LaunchScreen` and copy none; Essentia's gallery app names `Launchscreen` and copies
/// `LaunchScreen.storyboard`, found by the simulator on a Mac's case-insensitive disk only.
@Suite struct UncopiedEntryPointTests {
  /// The launch warnings of the fixture project with `edit` applied to the phone app's
  /// Info.plist and `project` to its project file.
  static func warnings(
    plist edit: (String) -> String = { $0 }, project: (String) -> String = { $0 }
  ) throws -> [String] {
    let directory = try FixtureCopy.make(editing: project)
    defer { directory.remove() }
    let plist = directory.path + "/Project/PhoneApp/Info.plist"
    let text = try String(contentsOfFile: plist, encoding: .utf8)
    try edit(text).write(toFile: plist, atomically: true, encoding: .utf8)
    let mac = directory.path + "/Project/MacApp/Info.plist"
    // A Mac finds a name that differs only in case: no warning.
    let macText = try String(contentsOfFile: mac, encoding: .utf8)
    try macText.replacingOccurrences(of: "<string>Main</string>", with: "<string>MAIN</string>")
      .write(toFile: mac, atomically: true, encoding: .utf8)
    return try Project.load(at: directory.path + "/Project").diagnostics.map(\.message)
      .filter { $0.contains("of its Info.plist), but copies") }
  }

  @Test func storyboardsTheTargetCopiesAreFound() throws {
    #expect(try Self.warnings() == [])
  }

  @Test func aLaunchScreenNamedInAnotherCaseIsFoundOnlyOnAMac() throws {
    let found = try Self.warnings(plist: {
      $0.replacingOccurrences(
        of: "<string>LaunchScreen</string>", with: "<string>Launchscreen</string>")
    })
    #expect(
      found == [
        "Target 'PhoneApp' names 'Launchscreen' as its launch screen (UILaunchStoryboardName of "
          + "its Info.plist), but copies 'LaunchScreen': a device looks the name up "
          + "case-sensitively and does not find it, though the simulator, on a Mac's disk, "
          + "does; write 'LaunchScreen'."
      ])
  }

  @Test func aMainStoryboardTheTargetDoesNotCopyIsNotFound() throws {
    let found = try Self.warnings(plist: {
      $0.replacingOccurrences(
        of: "<key>UIMainStoryboardFile</key>\n\t<string>Main</string>",
        with: "<key>UIMainStoryboardFile</key>\n\t<string>Start</string>")
    })
    #expect(
      found == [
        "Target 'PhoneApp' names 'Start' as the storyboard it opens at launch "
          + "(UIMainStoryboardFile of its Info.plist), but copies no storyboard or nib of that "
          + "name, so the system does not find it at launch; add the storyboard to the target's "
          + "Copy Bundle Resources, or correct the name."
      ])
  }

  /// Tropos compiles its launch screen's nib from its Sources phase, as Xcode allows.
  @Test func aNibOrStoryboardInTheSourcesPhaseIsCopied() throws {
    let found = try Self.warnings(project: {
      $0.replacingOccurrences(
        of: "\t\t\t\tB10000000000000000000004 /* LaunchScreen.storyboard in Resources */,\n",
        with: ""
      ).replacingOccurrences(
        of: "\t\t\t\tB10000000000000000000001 /* AppDelegate.swift in Sources */,\n",
        with: "\t\t\t\tB10000000000000000000001 /* AppDelegate.swift in Sources */,\n"
          + "\t\t\t\tB10000000000000000000004 /* LaunchScreen.storyboard in Resources */,\n")
    })
    #expect(found == [])
    // Without it in either phase, it is not copied.
    let dropped = try Self.warnings(project: {
      $0.replacingOccurrences(
        of: "\t\t\t\tB10000000000000000000004 /* LaunchScreen.storyboard in Resources */,\n",
        with: "")
    })
    #expect(dropped.count == 1 && dropped[0].hasPrefix("Target 'PhoneApp' names 'LaunchScreen'"))
  }
}
