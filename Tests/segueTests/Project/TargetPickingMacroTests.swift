import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// A macro another target of the project defines in its `GCC_PREPROCESSOR_DEFINITIONS` picks
/// that target, as Xcode's `DEBUG` picks a configuration: TeleMed's side menu, which both of its
/// apps compile, performs Med2Med's segues under `#if MED2MED`, which only Med2Med's settings
/// define. In its other app the branch is not compiled, and its identifiers are no finding
/// there; a macro no target defines still takes both branches.
@Suite struct TargetPickingMacroTests {
  static let shared = """
    #import <UIKit/UIKit.h>

    @implementation GeneratedViewController (Shared)
    - (void)openShared {
    #if OTHER_APP
        [self performSegueWithIdentifier:@"otherAppSegue" sender:nil];
    #endif
    #if VERBOSE_LOGGING
        [self performSegueWithIdentifier:@"unknownMacroSegue" sender:nil];
    #endif
    }
    @end

    """

  @Test func aMacroOnlyAnotherTargetDefinesIsUndefinedHere() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let project = directory.path + "/Project"
    try FileManager.default.copyItem(atPath: Snapshot.fixture("Project"), toPath: project)
    try directory.write(Self.shared, to: "Project/Generated/Shared.m")
    let file = project + "/Fixture.xcodeproj/project.pbxproj"
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.contains("INFOPLIST_FILE = MacApp/Info.plist;"))
    try FileManager.default.removeItem(atPath: file)
    try text.replacingOccurrences(
      of: "INFOPLIST_FILE = MacApp/Info.plist;",
      with: "INFOPLIST_FILE = MacApp/Info.plist; GCC_PREPROCESSOR_DEFINITIONS = \"OTHER_APP=1\";"
    ).write(toFile: file, atomically: true, encoding: .utf8)
    let out = ObjectiveCConditionsTests.lint(["--project", project, "--target", "Generated"])
    #expect(!out.contains("otherAppSegue"))
    #expect(out.contains("'unknownMacroSegue'"))
  }
}
