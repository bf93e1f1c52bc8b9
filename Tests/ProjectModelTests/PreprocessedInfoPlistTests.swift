import Foundation
import SegueTestSupport
import StoryboardKit
import Testing

@testable import ProjectModel

/// An Info.plist with `INFOPLIST_PREPROCESS = YES` is read as the C preprocessor leaves it,
/// with the target's `INFOPLIST_PREPROCESSOR_DEFINITIONS` and `INFOPLIST_PREFIX_HEADER`.
@Suite struct PreprocessedInfoPlistTests {
  /// The fixture with PhoneApp's Info.plist holding conditional lines and the Release
  /// configuration given `settings` (lines of the project file).
  private func project(plist body: String, settings: [String]) throws -> (
    TemporaryDirectory, Project
  ) {
    let directory = try FixtureCopy.make {
      $0.replacingOccurrences(
        of: "\t\t\t\tSWIFT_ACTIVE_COMPILATION_CONDITIONS = \"$(inherited) PHONE\";\n",
        with: "\t\t\t\tSWIFT_ACTIVE_COMPILATION_CONDITIONS = \"$(inherited) PHONE\";\n"
          + settings.map { "\t\t\t\t\($0);\n" }.joined())
    }
    try directory.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \(body)
      </dict>
      </plist>

      """, to: "Project/PhoneApp/Info.plist")
    return (directory, try Project.load(at: directory.path + "/Project"))
  }

  private let conditional = """
    #ifdef INTUNE
    \t<key>UIMainStoryboardFile</key>
    \t<string>Intune</string>
    #else
    \t<key>UIMainStoryboardFile</key>
    \t<string>Main</string>
    #endif
    \t<key>NSExtension</key>
    \t<dict>
    #if defined(INTUNE) && LEVEL > 1
    \t\t<key>IntuneOnly</key>
    \t\t<true/>
    #endif
    \t\t<key>NSExtensionMainStoryboard</key>
    \t\t<string>MainInterface</string>
    \t</dict>
    """

  /// The project's diagnostics but those that its Info.plist names storyboards the fixture
  /// does not copy, which these Info.plists do on purpose.
  private func diagnostics(_ project: Project) -> [Diagnostic] {
    project.diagnostics.filter { !$0.message.contains("of its Info.plist), but copies") }
  }

  private func mains(_ project: Project) -> [String] {
    (project.target(named: "PhoneApp")?.entryPoints ?? []).map(\.storyboardName).sorted()
  }

  @Test func theBranchesOfUndefinedMacrosAreLeftOut() throws {
    let (directory, project) = try self.project(
      plist: conditional, settings: ["INFOPLIST_PREPROCESS = YES"])
    defer { directory.remove() }
    #expect(diagnostics(project) == [])
    #expect(mains(project) == ["Main", "MainInterface"])
  }

  @Test func theDefinitionsChooseTheBranches() throws {
    let (directory, project) = try self.project(
      plist: conditional,
      settings: [
        "INFOPLIST_PREPROCESS = YES", "INFOPLIST_PREPROCESSOR_DEFINITIONS = \"INTUNE LEVEL=2\"",
      ])
    defer { directory.remove() }
    #expect(diagnostics(project) == [])
    #expect(mains(project) == ["Intune", "MainInterface"])
  }

  @Test func aPrefixHeaderDefinesMacros() throws {
    let (directory, project) = try self.project(
      plist: conditional,
      settings: ["INFOPLIST_PREPROCESS = YES", "INFOPLIST_PREFIX_HEADER = PhoneApp/Prefix.h"])
    defer { directory.remove() }
    try directory.write("#define INTUNE 1\n", to: "Project/PhoneApp/Prefix.h")
    let reread = try Project.load(at: directory.path + "/Project")
    #expect(mains(project) == ["Main", "MainInterface"])  // read before the header existed
    #expect(mains(reread) == ["Intune", "MainInterface"])
  }

  @Test func withoutPreprocessingTheFileIsNotAPropertyList() throws {
    let (directory, project) = try self.project(plist: conditional, settings: [])
    defer { directory.remove() }
    #expect(
      diagnostics(project).map(\.message) == [
        "The Info.plist 'PhoneApp/Info.plist' of target 'PhoneApp' (INFOPLIST_FILE) is not a "
          + "property-list dictionary; its entry points are unknown."
      ])
  }

  @Test func anUnterminatedIfIsAWarningAtItsLine() throws {
    let body = """
      \t<key>UIMainStoryboardFile</key>
      \t<string>Main</string>
      #if LEVEL
      \t<key>UILaunchStoryboardName</key>
      \t<string>Launch</string>
      """
    let (directory, project) = try self.project(
      plist: body,
      settings: ["INFOPLIST_PREPROCESS = YES", "INFOPLIST_PREPROCESSOR_DEFINITIONS = \"LEVEL=1\""])
    defer { directory.remove() }
    let shown = diagnostics(project).map {
      "\(project.relativePath($0.path ?? "")):\($0.location?.line ?? 0): \($0.message)"
    }
    #expect(
      shown == [
        "PhoneApp/Info.plist:7: This '#if' has no '#endif': the file ends inside it, and its "
          + "lines are kept or left out as its condition says."
      ])
    #expect(mains(project) == ["Launch", "Main"])
  }
}
