import Foundation
import SegueTestSupport
import StoryboardKit
import Testing

@testable import ProjectModel

/// An xcconfig line that is no setting, include or comment.
@Suite struct MalformedXcconfigTests {
  @Test func aLineThatIsNoSettingIsAWarningAtItsLineAndTheRestIsRead() throws {
    let directory = try FixtureCopy.make()
    defer { directory.remove() }
    try directory.write(
      "SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) APP\nthis is not a setting\n"
        + "#include Common.xcconfig\nPRODUCT_MODULE_NAME = AfterTheDamage\n",
      to: "Project/Config/App.xcconfig")
    let project = try Project.load(at: directory.path + "/Project")
    let shown = project.diagnostics.map {
      "\(project.relativePath($0.path ?? "")):\($0.location?.line ?? 0): \($0.message)"
    }
    #expect(
      shown == [
        "Config/App.xcconfig:2: This line is neither a setting ('NAME = VALUE'), an '#include' "
          + "nor a comment; it is left out.",
        "Config/App.xcconfig:3: This '#include' names no file in quotes; it is left out.",
      ])
    #expect(project.target(named: "Generated")?.moduleName == "Generated")
    #expect(project.target(named: "PhoneApp")?.conditions.contains("APP") == true)
    #expect(project.target(named: "PhoneApp")?.moduleName == "AfterTheDamage")
  }

  @Test func crlfLineEndsEndLines() throws {
    let directory = try FixtureCopy.make()
    defer { directory.remove() }
    try directory.write(
      "SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) APP\r\nPRODUCT_MODULE_NAME = Crlf;\r\n",
      to: "Project/Config/App.xcconfig")
    let project = try Project.load(at: directory.path + "/Project")
    #expect(project.diagnostics == [])
    #expect(project.target(named: "PhoneApp")?.moduleName == "Crlf")
    #expect(project.target(named: "PhoneApp")?.conditions.contains("APP") == true)
  }
}
