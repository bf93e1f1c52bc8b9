import Foundation
import SegueTestSupport
import SourceIndex
import Testing

@testable import ProjectModel

/// A framework a target only embeds (an Embed Frameworks phase, `dstSubfolderSpec = 10`) is
/// code it loads: Swift links what a source imports without a frameworks phase entry.
/// DesignerNewsApp embeds Spring.framework of its Spring submodule and lists it nowhere else;
/// Spring's extension of UIViewController declares the storyboard's unwind action, and the
/// linked-code note sent the reader to check out DTCoreText, the one sub-project it saw.
@Suite struct EmbeddedFrameworkTests {
  /// Tests/Fixtures/Project, its PhoneApp given an Embed Frameworks phase (Spring of a
  /// sub-project, a vendored framework, and Kit, which the project builds) and a PlugIns one,
  /// its MacApp an Embed Frameworks phase with Kit, which it neither links nor depends on.
  static func project() throws -> Project {
    let objects = """
      		B10000000000000000000010 /* Spring.framework in Embed Frameworks */ = {isa = PBXBuildFile; fileRef = Y10000000000000000000003 /* Spring.framework */; };
      		B10000000000000000000011 /* Vendored.framework in Embed Frameworks */ = {isa = PBXBuildFile; fileRef = Y10000000000000000000004 /* Vendored.framework */; };
      		B10000000000000000000012 /* Kit.framework in Embed Frameworks */ = {isa = PBXBuildFile; fileRef = P30000000000000000000001 /* Kit.framework */; };
      		B10000000000000000000013 /* Helper.appex in Embed Extensions */ = {isa = PBXBuildFile; fileRef = Y10000000000000000000005 /* Helper.appex */; };
      		Y10000000000000000000001 /* SpringApp.xcodeproj */ = {isa = PBXFileReference; lastKnownFileType = "wrapper.pb-project"; path = Externals/Spring/SpringApp.xcodeproj; sourceTree = SOURCE_ROOT; };
      		Y10000000000000000000002 /* PBXContainerItemProxy */ = {isa = PBXContainerItemProxy; containerPortal = Y10000000000000000000001 /* SpringApp.xcodeproj */; proxyType = 2; remoteGlobalIDString = Z10000000000000000000001; remoteInfo = Spring; };
      		Y10000000000000000000003 /* Spring.framework */ = {isa = PBXReferenceProxy; fileType = wrapper.framework; path = Spring.framework; remoteRef = Y10000000000000000000002 /* PBXContainerItemProxy */; sourceTree = BUILT_PRODUCTS_DIR; };
      		Y10000000000000000000004 /* Vendored.framework */ = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; path = Vendor/Vendored.framework; sourceTree = SOURCE_ROOT; };
      		Y10000000000000000000005 /* Helper.appex */ = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; path = Vendor/Helper.appex; sourceTree = SOURCE_ROOT; };
      		H10000000000000000000005 /* Embed Frameworks */ = {isa = PBXCopyFilesBuildPhase; buildActionMask = 2147483647; dstPath = ""; dstSubfolderSpec = 10; files = (B10000000000000000000010, B10000000000000000000011, B10000000000000000000012, ); name = "Embed Frameworks"; runOnlyForDeploymentPostprocessing = 0; };
      		B20000000000000000000010 /* Kit.framework in Embed Frameworks */ = {isa = PBXBuildFile; fileRef = P30000000000000000000001 /* Kit.framework */; };
      		H20000000000000000000007 /* Embed Frameworks */ = {isa = PBXCopyFilesBuildPhase; buildActionMask = 2147483647; dstPath = ""; dstSubfolderSpec = 10; files = (B20000000000000000000010, ); name = "Embed Frameworks"; runOnlyForDeploymentPostprocessing = 0; };
      		H10000000000000000000006 /* Embed Extensions */ = {isa = PBXCopyFilesBuildPhase; buildActionMask = 2147483647; dstPath = ""; dstSubfolderSpec = 13; files = (B10000000000000000000013, ); name = "Embed Extensions"; runOnlyForDeploymentPostprocessing = 0; };

      """
    let phase = "\t\t\t\tH10000000000000000000003 /* Frameworks */,\n"
    let macPhase = "\t\t\t\tH20000000000000000000002 /* Resources */,\n"
    let directory = try FixtureCopy.make { text in
      text.replacingOccurrences(
        of: phase,
        with: phase + "\t\t\t\tH10000000000000000000005,\n\t\t\t\tH10000000000000000000006,\n"
      )
      .replacingOccurrences(of: macPhase, with: macPhase + "\t\t\t\tH20000000000000000000007,\n")
      .replacingOccurrences(
        of: "/* Begin PBXGroup section */", with: objects + "/* Begin PBXGroup section */")
    }
    defer { directory.remove() }
    let project = try Project.load(at: directory.path + "/Project")
    #expect(project.diagnostics.isEmpty)
    return project
  }

  @Test func anEmbeddedFrameworkIsLinkedCodeAndAnEmbeddedExtensionIsNot() throws {
    let linked = try #require(try Self.project().target(named: "PhoneApp")).linked
    #expect(
      linked.map { "\($0.kind.rawValue) \($0.name) \($0.module ?? "-")" } == [
        "Xcode project Spring Spring",
        "framework Vendored Vendored",
      ])
    // Each says where its code is: the sub-project, the framework's folder.
    #expect(
      linked.map { $0.candidates.map { $0.components(separatedBy: "/Project/").last ?? $0 } } == [
        ["Externals/Spring/SpringApp.xcodeproj"], ["Vendor/Vendored.framework"],
      ])
  }

  /// The sources of a framework target of the project an app embeds are the app's to read, as
  /// those of one it links are.
  @Test func aFrameworkTargetEmbeddedIsADependency() throws {
    let project = try Self.project()
    #expect(project.target(named: "MacApp")?.dependencies == ["Kit"])
    #expect(project.target(named: "PhoneApp")?.dependencies == ["Kit"])
  }
}
