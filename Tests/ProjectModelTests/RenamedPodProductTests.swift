import Foundation
import SegueTestSupport
import SourceIndex
import Testing

@testable import ProjectModel

/// CocoaPods gives a pod whose module differs from its name a product reference named by the
/// module, the file that is built, with the pod's name as its path (suripu's Pods project:
/// `name = NSJSONSerialization_NSNullRemoval.framework; path =
/// "NSJSONSerialization-NSNullRemoval.framework"`), and the pods that depend on it link it by
/// a reference of their own to the module's name. That was taken for another project's product:
/// its classes were not checked, and the note said to check out a git submodule that does not
/// exist.
@Suite struct RenamedPodProductTests {
  /// The fixture's App linking the AppCore library through a reference of its own to
  /// `libApp_Core.a`, the product AppCore names so, whose path is `libApp-Core.a`.
  static func app() throws -> Target {
    try LinkageTests.app(editing: [
      (
        "fileRef = P20000000000000000000001 /* libAppCore.a */;",
        "fileRef = P29999999999999999999999 /* libApp_Core.a */;"
      ),
      (
        "P20000000000000000000001 /* libAppCore.a */ = {isa = PBXFileReference; explicitFileType "
          + "= archive.ar; includeInIndex = 0; path = libAppCore.a; sourceTree = "
          + "BUILT_PRODUCTS_DIR; };",
        "P29999999999999999999999 /* libApp_Core.a */ = {isa = PBXFileReference; path = "
          + "libApp_Core.a; sourceTree = BUILT_PRODUCTS_DIR; };\n\t\tP20000000000000000000001 "
          + "/* libApp_Core.a */ = {isa = PBXFileReference; explicitFileType = archive.ar; "
          + "includeInIndex = 0; name = libApp_Core.a; path = \"libApp-Core.a\"; sourceTree = "
          + "BUILT_PRODUCTS_DIR; };"
      ),
    ])
  }

  @Test func aProductLinkedByTheNameItIsBuiltUnderIsBuiltHere() throws {
    let app = try Self.app()
    #expect(!app.linked.contains { $0.kind == .project })
    #expect(!app.linked.contains { $0.name.hasPrefix("App_Core") || $0.name == "AppCore" })
  }

  @Test func aProductLinkedByTheNameItIsBuiltUnderIsADependency() throws {
    #expect(try Self.app().dependencies == ["AppCore"])
  }
}
