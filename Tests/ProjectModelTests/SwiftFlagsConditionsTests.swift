import Foundation
import SegueTestSupport
import Testing

@testable import ProjectModel

/// `-DNAME` in `OTHER_SWIFT_FLAGS` makes NAME an active compilation condition, as
/// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` does: LNPopupController's example sets
/// `OTHER_SWIFT_FLAGS = "-DLNPOPUP"`, and the classes its sources declare inside
/// `#if LNPOPUP` were reported as declared by no source.
@Suite struct SwiftFlagsConditionsTests {
  @Test func everySpellingOfDefineCountsAfterTheActiveConditions() throws {
    let directory = try FixtureCopy.make {
      $0.replacingOccurrences(
        of: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"$(inherited) PHONE\";",
        with: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"$(inherited) PHONE\";\n"
          + "\t\t\t\tOTHER_SWIFT_FLAGS = \"$(inherited) -DFLAGGED \\\"-D\\\" \\\"QUOTED\\\" "
          + "-D SPACED -Xfrontend -warn-long-function-bodies=100 -DPHONE -module-name X\";")
    }
    defer { directory.remove() }
    let project = try Project.load(at: directory.path + "/Project")
    #expect(project.diagnostics.isEmpty)
    #expect(
      project.target(named: "PhoneApp")?.conditions == [
        "COMMON", "PROJECT", "RELEASE", "APP", "PHONE", "FLAGGED", "QUOTED", "SPACED",
      ])
    // A target without the flag keeps its conditions.
    #expect(project.target(named: "Kit")?.conditions == ["COMMON", "PROJECT", "RELEASE"])
  }
}
