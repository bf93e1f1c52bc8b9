import Foundation
import SegueTestSupport
import SourceIndex
import Testing

@testable import ProjectModel

/// A local package is read where its manifest puts its targets: Parse's repository is its own
/// package (`path: "Parse/Parse"`), and its sample apps, with a watch extension's
/// `InterfaceController`, are no code the package builds.
@Suite struct PackageTargetsTests {
  static let manifest = """
    // swift-tools-version:5.5
    let package = Package(
      name: "ParseObjC",
      products: [.library(name: "ParseObjC", targets: ["ParseCore"])],
      targets: [
        .target(
          name: "ParseCore",
          dependencies: [.product(name: "Bolts", package: "Bolts-ObjC")],
          path: "Parse/Parse",
          exclude: ["Resources/Info.plist"],
          cSettings: [.headerSearchPath("Internal")]),
        .target(name: "Live-Query", dependencies: ["ParseCore"]),
        .testTarget(name: "ParseUnitTests", path: "Parse/Tests"),
      ]
    )
    """

  @Test func theManifestsTargetsAreReadWithTheirPaths() {
    let declared = PackageTargets.declarations(in: Self.manifest)
    #expect(declared.map(\.name) == ["ParseCore", "Live-Query"])
    #expect(declared.map(\.path) == ["Parse/Parse", nil])
  }

  @Test func onlyTheTargetsFoldersAreReadEachItsOwnModule() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write(Self.manifest, to: "Package.swift")
    try folder.write("@interface PFObject : NSObject\n@end\n", to: "Parse/Parse/Source/PFObject.h")
    try folder.write("public class LiveQuery {}\n", to: "Sources/Live-Query/LiveQuery.swift")
    try folder.write(
      "class InterfaceController: WKInterfaceController {}\n",
      to: "ParseStarterProject/watchOS/Extension/InterfaceController.swift")
    let code = LinkedCode(
      kind: .swiftPackage, name: "ParseObjC", module: "ParseObjC", origin: folder.path,
      candidates: [folder.path])
    let found = try #require(code.declarationFiles())
    let modules = code.modules(of: found.files, in: found.folder).map {
      "\($0.module): " + $0.files.map { String($0.dropFirst(found.folder.count + 1)) }.joined()
    }
    #expect(
      modules == [
        "Live_Query: Sources/Live-Query/LiveQuery.swift",
        "ParseCore: Parse/Parse/Source/PFObject.h",
      ])
  }

  /// Facebook's SDK: its manifest's products are binary targets that SwiftPM downloads; the
  /// thin Swift targets beside them are read, but the classes its storyboards name
  /// (`FBSDKLoginButton`) are in the binaries. Not found, they are said to be lacking; in
  /// `--packages DIR`'s `artifacts/`, their headers are read.
  @Test func binaryTargetsAreLackingUntilThePackagesAreResolved() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write(
      """
      // swift-tools-version:5.9
      let package = Package(
        name: "Facebook",
        targets: [.target(name: "FacebookLogin", dependencies: ["FBSDKLoginKit"])] + Binaries.all
      )
      enum Binaries {
        static func binary(_ name: String) -> Target {
          .binaryTarget(name: name, url: "https://example.com/\\(name).zip", checksum: "0")
        }
        static let all = [binary("FBSDKLoginKit")]
      }
      """, to: "facebook-ios-sdk/Package.swift")
    try folder.write(
      "import FBSDKLoginKit\n", to: "facebook-ios-sdk/Sources/FacebookLogin/Login.swift")
    let code = LinkedCode(
      kind: .swiftPackage, name: "FacebookLogin", origin: "../..",
      candidates: [folder.path + "/facebook-ios-sdk"])
    let unresolved = try #require(code.declarationFiles())
    #expect(unresolved.lacksBinaryTargets)
    #expect(unresolved.files.map { ($0 as NSString).lastPathComponent } == ["Login.swift"])

    try folder.write(
      "@interface FBSDKLoginButton : UIButton\n@end\n",
      to: "resolved/artifacts/facebook-ios-sdk/FBSDKLoginKit/FBSDKLoginKit.xcframework/"
        + "ios-arm64/FBSDKLoginKit.framework/Headers/FBSDKLoginButton.h")
    let resolved = try #require(code.declarationFiles(packages: folder.path + "/resolved"))
    #expect(!resolved.lacksBinaryTargets)
    #expect(
      resolved.files.map { ($0 as NSString).lastPathComponent }
        == ["Login.swift", "FBSDKLoginButton.h"])
  }
}
