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
}
