import Foundation
import SegueTestSupport
import StoryboardKit
import Testing

@testable import ProjectModel

/// Xcode 16 names the xcconfig of a configuration by the synchronized folder that holds it
/// (`baseConfigurationReferenceAnchor`) and its path inside (`baseConfigurationReferenceRelativePath`).
@Suite struct AnchoredConfigurationTests {
  /// The fixture with the Generated target's Release configuration based on
  /// `Generated/Config/Generated.xcconfig`, named by anchor and path.
  private func anchored(relativePath: String = "Config/Generated.xcconfig") throws
    -> TemporaryDirectory
  {
    let directory = try FixtureCopy.make {
      $0.replacingOccurrences(
        of: "\t\tC40000000000000000000002 /* Release */ = {\n\t\t\tisa = XCBuildConfiguration;\n",
        with: "\t\tC40000000000000000000002 /* Release */ = {\n\t\t\tisa = XCBuildConfiguration;\n"
          + "\t\t\tbaseConfigurationReferenceAnchor = S40000000000000000000001 /* Generated */;\n"
          + "\t\t\tbaseConfigurationReferenceRelativePath = \(relativePath);\n")
    }
    try directory.write(
      "PRODUCT_MODULE_NAME = AnchoredModule\nSWIFT_ACTIVE_COMPILATION_CONDITIONS = ANCHORED\n",
      to: "Project/Generated/Config/Generated.xcconfig")
    return directory
  }

  @Test func anAnchoredXcconfigIsRead() throws {
    let directory = try anchored()
    defer { directory.remove() }
    let project = try Project.load(at: directory.path + "/Project")
    let target = try #require(project.target(named: "Generated"))
    #expect(target.moduleName == "AnchoredModule")
    #expect(target.conditions.contains("ANCHORED"))
    // The project's own settings still apply beneath it.
    #expect(target.platform == .iOS)
    #expect(project.diagnostics == [])
  }

  @Test func aMissingAnchoredXcconfigIsAWarningNamingIt() throws {
    let directory = try anchored(relativePath: "Config/Gone.xcconfig")
    defer { directory.remove() }
    let project = try Project.load(at: directory.path + "/Project")
    #expect(project.target(named: "Generated")?.moduleName == "Generated")
    #expect(
      project.diagnostics.map(\.message) == [
        "The configuration file 'Generated/Config/Gone.xcconfig' that the Release configuration "
          + "is based on is missing; its settings are left out."
      ])
  }

  @Test func anAnchorThatIsNoFolderIsAWarning() throws {
    let directory = try FixtureCopy.make {
      $0.replacingOccurrences(
        of: "\t\tC40000000000000000000002 /* Release */ = {\n\t\t\tisa = XCBuildConfiguration;\n",
        with: "\t\tC40000000000000000000002 /* Release */ = {\n\t\t\tisa = XCBuildConfiguration;\n"
          + "\t\t\tbaseConfigurationReferenceAnchor = NOSUCHOBJECT;\n"
          + "\t\t\tbaseConfigurationReferenceRelativePath = Config/Generated.xcconfig;\n")
    }
    defer { directory.remove() }
    let project = try Project.load(at: directory.path + "/Project")
    #expect(project.target(named: "Generated")?.platform == .iOS)
    #expect(
      project.diagnostics.map(\.message) == [
        "The Release configuration names its configuration file by a folder "
          + "(baseConfigurationReferenceAnchor) and a path in it that do not lead to a file of "
          + "the project; its settings are left out."
      ])
  }
}
