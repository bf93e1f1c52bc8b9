import Foundation
import SegueDiagnostics
import SegueTestSupport
import Testing

@testable import ProjectModel

/// Xcconfigs that lie in a git submodule a plain clone leaves empty (BeRoads bases its
/// configurations on jspahrsummers' xcconfigs, a submodule): `git submodule update --init`
/// brings them, nothing in the repository is to fix, so their absence is a note that says so,
/// not a warning.
@Suite struct SubmoduleXCConfigTests {
  /// The fixture's `Config` folder made a submodule not checked out: listed in `.gitmodules`,
  /// there but empty.
  private func copyWithConfigSubmodule() throws -> TemporaryDirectory {
    let directory = try FixtureCopy.make()
    let config = directory.path + "/Project/Config"
    try FileManager.default.removeItem(atPath: config)
    try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: false)
    try FileManager.default.createDirectory(
      atPath: directory.path + "/.git", withIntermediateDirectories: false)
    try "[submodule \"Config\"]\n\tpath = Project/Config\n\turl = https://example.com/c.git\n"
      .write(toFile: directory.path + "/.gitmodules", atomically: true, encoding: .utf8)
    return directory
  }

  @Test func aBaseXcconfigInASubmoduleNotCheckedOutIsANoteNamingTheSubmodule() throws {
    let directory = try copyWithConfigSubmodule()
    defer { directory.remove() }
    let project = try Project.load(at: directory.path + "/Project")
    let missing = project.diagnostics.filter { $0.message.contains("'Config/App.xcconfig'") }
    #expect(missing.count == 2)
    #expect(
      missing.allSatisfy {
        $0.severity == .note
          && $0.message
            == "The configuration file 'Config/App.xcconfig' that the Release configuration is "
            + "based on is missing in the git submodule 'Project/Config', not checked out (`git "
            + "submodule update --init` brings it): its settings are left out."
      })
    #expect(project.diagnostics.allSatisfy { $0.severity == .note })
  }

  /// Only the included file lies in the submodule: the note is at the `#include` line.
  @Test func anIncludeInASubmoduleNotCheckedOutIsANote() throws {
    let directory = try copyWithConfigSubmodule()
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    try FileManager.default.createDirectory(
      atPath: folder + "/Settings", withIntermediateDirectories: false)
    try "#include \"../Config/Common.xcconfig\"\n".write(
      toFile: folder + "/Settings/Project.xcconfig", atomically: true, encoding: .utf8)
    let edited = try String(
      contentsOfFile: folder + "/Fixture.xcodeproj/project.pbxproj", encoding: .utf8
    ).replacingOccurrences(
      of: "path = Project.xcconfig;", with: "path = ../Settings/Project.xcconfig;")
    try edited.write(
      toFile: folder + "/Fixture.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
    let project = try Project.load(at: folder)
    let included = project.diagnostics.filter { $0.message.contains("'../Config/Common") }
    #expect(
      included.map { "\($0.severity): \($0.message)" } == [
        "note: The included file '../Config/Common.xcconfig' is missing in the git submodule "
          + "'Project/Config', not checked out (`git submodule update --init` brings it): its "
          + "settings are left out."
      ])
  }
}
