import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// Lint reads a target's Objective-C files as clang builds them for the target: a
/// `performSegueWithIdentifier:` that only a Mac build or a Debug build compiles gives no
/// `identifier-not-in-storyboard` finding for the iOS target of Tests/Fixtures/Project, read in
/// its default Release configuration; one compiled everywhere does.
@Suite struct ObjectiveCConditionsTests {
  static let legacy = """
    #import <UIKit/UIKit.h>

    @implementation GeneratedViewController (Legacy)
    - (void)openLegacy {
    #if TARGET_OS_OSX
        [self performSegueWithIdentifier:@"macOnlySegue" sender:nil];
    #elif TARGET_OS_IOS && defined(DEBUG)
        [self performSegueWithIdentifier:@"debugOnlySegue" sender:nil];
    #endif
    #if VERBOSE_LOGGING
        [self performSegueWithIdentifier:@"unknownMacroSegue" sender:nil];
    #endif
        [self performSegueWithIdentifier:@"missingSegue" sender:nil];
    }
    @end

    """

  /// Tests/Fixtures/Project copied into a temporary folder, with `Legacy.m` in the
  /// folder-synchronized group of its `Generated` target (an iOS app).
  static func copy() throws -> (TemporaryDirectory, String) {
    let directory = try TemporaryDirectory()
    let project = directory.path + "/Project"
    try FileManager.default.copyItem(atPath: Snapshot.fixture("Project"), toPath: project)
    try directory.write(legacy, to: "Project/Generated/Legacy.m")
    return (directory, project)
  }

  static func lint(_ arguments: [String]) -> String {
    let capture = CapturedConsole()
    _ = SegueTool.run(["lint"] + arguments, console: capture.console)
    return capture.standardOutput
  }

  @Test func codeTheTargetsBuildDoesNotCompileGivesNoFinding() throws {
    let (directory, project) = try Self.copy()
    defer { directory.remove() }
    let out = Self.lint(["--project", project, "--target", "Generated"])
    #expect(out.contains("Legacy.m:13:"))
    #expect(out.contains("'missingSegue'"))
    #expect(out.contains("identifier-not-in-storyboard"))
    #expect(!out.contains("macOnlySegue"))
    #expect(!out.contains("debugOnlySegue"))
    #expect(out.contains("'unknownMacroSegue'"))
  }

  /// Without the project the platform comes from the storyboard (iOS) and the build
  /// settings are unknown: `DEBUG` takes both branches, `TARGET_OS_OSX` still does not.
  @Test func withoutTheProjectTheStoryboardsPlatformDecides() throws {
    let (directory, project) = try Self.copy()
    defer { directory.remove() }
    let folder = project + "/Generated"
    let out = Self.lint([folder + "/Main.storyboard", "--sources", folder])
    #expect(out.contains("'missingSegue'"))
    #expect(!out.contains("macOnlySegue"))
    #expect(out.contains("'debugOnlySegue'"))
  }
}
