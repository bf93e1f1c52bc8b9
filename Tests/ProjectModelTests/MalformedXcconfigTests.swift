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

  /// Awful's `App/Config/Awful-Debug.xcconfig` includes `Config/Common-Debug.xcconfig`, which
  /// lies in the project's folder: Xcode looks for an include in the including file's folder,
  /// then in those of the files that included it, then in the project's folder, and adds
  /// `.xcconfig` to a name without an extension; none of these is a missing file.
  @Test func anIncludeIsLookedForWhereXcodeLooksForIt() throws {
    let directory = try FixtureCopy.make()
    defer { directory.remove() }
    try directory.write(
      "SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) APP\n"
        + "#include \"Config/Names/Module.xcconfig\"\n",
      to: "Project/Config/App.xcconfig")
    try directory.write(
      "#include \"Bundle\"\nPRODUCT_MODULE_NAME = FromTheProjectFolder\n",
      to: "Project/Config/Names/Module.xcconfig")
    try directory.write(
      "SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) BUNDLE\n",
      to: "Project/Config/Bundle.xcconfig")
    let project = try Project.load(at: directory.path + "/Project")
    #expect(project.diagnostics == [])
    let app = try #require(project.target(named: "PhoneApp"))
    #expect(app.moduleName == "FromTheProjectFolder")
    #expect(app.conditions.contains("APP") && app.conditions.contains("BUNDLE"))
  }

  /// WooCommerce's xcconfigs include `Version.public.xcconfig`, and the file is
  /// `Version.Public.xcconfig`: one file on a Mac's case-insensitive disk, where Xcode reads
  /// it, and it was "missing" on Linux, a warning.
  @Test func anIncludeDifferingInCaseOnlyIsTheFileOnDisk() throws {
    let directory = try FixtureCopy.make()
    defer { directory.remove() }
    try directory.write(
      "SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) APP\n#include \"version.public.xcconfig\"\n",
      to: "Project/Config/App.xcconfig")
    try directory.write(
      "PRODUCT_MODULE_NAME = FromTheOtherCase\n", to: "Project/Config/Version.Public.xcconfig")
    let project = try Project.load(at: directory.path + "/Project")
    #expect(project.diagnostics == [])
    #expect(project.target(named: "PhoneApp")?.moduleName == "FromTheOtherCase")
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
