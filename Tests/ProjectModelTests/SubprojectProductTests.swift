import Foundation
import SegueTestSupport
import SourceIndex
import Testing

@testable import ProjectModel

/// A framework a target links from the products folder that a project the app's project
/// references builds (netcloth's chat links `swift_cli.framework`, built by its sub-project
/// `swift-cli/swift-cli.xcodeproj`, which lies in a folder of its own, not beside it): Xcode
/// builds it as it builds a product of the workspace, so that project is where it is looked for,
/// not said to be missing from the workspace.
@Suite struct SubprojectProductTests {
  @Test func aProductOfAReferencedProjectIsLookedForInThatProject() throws {
    let app = try LinkageTests.app(
      editing: [
        (
          "path = Vendor/Missing.xcframework; sourceTree = \"<group>\";",
          "path = Sub.framework; sourceTree = BUILT_PRODUCTS_DIR;"
        ),
        (
          "projectDirPath = \"\";",
          "projectDirPath = \"\"; projectReferences = ({ ProductGroup = "
            + "G00000000000000000000002; ProjectRef = F90000000000000000000001; });"
        ),
        (
          "\t\tC00000000000000000000001 /* Release */ = {",
          "\t\tF90000000000000000000001 = {isa = PBXFileReference; lastKnownFileType = "
            + "\"wrapper.pb-project\"; path = Sub/Sub.xcodeproj; sourceTree = SOURCE_ROOT; };\n"
            + "\t\tC00000000000000000000001 /* Release */ = {"
        ),
      ],
      adding: ["Sub/Sub.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{}\n"])
    let sub = try #require(app.linked.first { $0.name == "Sub" })
    #expect(sub.kind == .project)
    #expect(sub.candidates.map { ($0 as NSString).lastPathComponent } == ["Sub.xcodeproj"])
  }
}
