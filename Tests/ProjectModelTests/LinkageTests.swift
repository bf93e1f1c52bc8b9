import Foundation
import SegueTestSupport
import SourceIndex
import StoryboardKit
import Testing

@testable import ProjectModel

/// Tests/Fixtures/Linked: an app that links a static library of its project, two Swift
/// packages (one remote, resolved only into Packages/, one local), a product of a package
/// inside an Xcode 16 synchronized folder (Modules/, beside a package that depends on it), two pods (one installed
/// under Pods/), a Carthage framework with its checkout, a binary xcframework on disk, one
/// that is missing, and UIKit and OSD from the system. Each expectation is what its project file says.
@Suite struct LinkageTests {
  static let folder = TestPaths.fixture("Linked")

  /// The App of a copy of the fixture whose project has each `(of, with)` replaced (each must
  /// be found), with the files of `adding` (by path in the copy) written.
  static func app(
    editing replacements: [(of: String, with: String)], adding files: [String: String] = [:]
  ) throws -> Target {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let copy = directory.path + "/Linked"
    try FileManager.default.copyItem(atPath: folder, toPath: copy)
    for (path, text) in files {
      let file = copy + "/" + path
      try FileManager.default.createDirectory(
        atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: file, atomically: true, encoding: .utf8)
    }
    let file = copy + "/Linked.xcodeproj/project.pbxproj"
    var text = try String(contentsOfFile: file, encoding: .utf8)
    for (of, with) in replacements {
      #expect(text.contains(of))
      text = text.replacingOccurrences(of: of, with: with)
    }
    try FileManager.default.removeItem(atPath: file)
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    return try #require(try Project.load(at: copy).target(named: "App"))
  }

  private func app() throws -> Target {
    try #require(try Project.load(at: Self.folder).target(named: "App"))
  }

  @Test func everyLinkedPieceNotBuiltByTheProjectWithItsKindAndOrigin() throws {
    let linked = try app().linked
    #expect(
      linked.map { "\($0.kind.rawValue) \($0.name) \($0.module ?? "-") \($0.origin)" } == [
        "Carthage framework Carted Carted Carthage/Build/iOS/Carted.framework",
        "Swift package LocalKit LocalKit LocalKit",
        "Swift package RemoteKit RemoteKit https://example.com/owner/RemoteKit.git",
        "Swift package SyncKit SyncKit Modules/SyncKit",
        "framework Binary Binary Vendor/Binary.xcframework",
        "framework Missing Missing Vendor/Missing.xcframework",
        "pod Absent Absent OTHER_LDFLAGS of the Pods xcconfig",
        "pod Podded Podded OTHER_LDFLAGS of the Pods xcconfig",
      ])
    // The static library is a target of the project, UIKit the SDK's, OSD a system framework
    // by its absolute path, -lz a system library. RemoteKit is only in the frameworks phase.
    #expect(try app().dependencies == ["AppCore"])
  }

  /// With `use_frameworks!`, an app may list a pod's framework in its own frameworks phase,
  /// built in the products folder by the workspace's Pods project (open-event-attendee's
  /// `DZNEmptyDataSet.framework`): that is the pod, listed once as a pod, not a product of
  /// another project to check out as a submodule. A framework of the products folder that no
  /// pod names is still another project's.
  @Test func aPodsFrameworkInTheFrameworksPhaseIsThePodNotAnotherProject() throws {
    let app = try Self.app(editing: [
      (
        "path = Vendor/Binary.xcframework; sourceTree = \"<group>\";",
        "path = Absent.framework; sourceTree = BUILT_PRODUCTS_DIR;"
      ),
      (
        "path = Vendor/Missing.xcframework; sourceTree = \"<group>\";",
        "path = Sibling.framework; sourceTree = BUILT_PRODUCTS_DIR;"
      ),
    ])
    #expect(
      app.linked.map { "\($0.kind.rawValue) \($0.name) \($0.origin)" }.filter {
        $0.contains("Absent") || $0.contains("Sibling")
      } == [
        "Xcode project Sibling another project of the workspace",
        "pod Absent OTHER_LDFLAGS of the Pods xcconfig",
      ])
  }

  /// A target may link a product of its own project through a file reference of its own rather
  /// than the building target's product reference: a Pods project's pod targets do so for the
  /// pods they depend on (MADBike's AFNetworkActivityLogger lists `AFNetworking.framework`,
  /// which the project's AFNetworking target builds). That is built here, not another project
  /// to check out as a submodule.
  @Test func aProductOfTheProjectNamedByAnotherReferenceIsBuiltHere() throws {
    let app = try Self.app(editing: [
      (
        "path = Vendor/Binary.xcframework; sourceTree = \"<group>\";",
        "path = libAppCore.a; sourceTree = BUILT_PRODUCTS_DIR;"
      )
    ])
    #expect(!app.linked.contains { $0.kind == .project || $0.name == "AppCore" })
  }

  /// With no target dependency, a product of the project linked through a reference of its own
  /// makes its target a dependency, as Xcode's implicit dependencies do: its sources are read.
  @Test func aProductOfTheProjectNamedByAnotherReferenceIsADependency() throws {
    let app = try Self.app(editing: [
      (
        "fileRef = P20000000000000000000001 /* libAppCore.a */;",
        "fileRef = P29999999999999999999999 /* libAppCore.a */;"
      ),
      (
        "P20000000000000000000001 /* libAppCore.a */ = {isa = PBXFileReference;",
        "P29999999999999999999999 /* libAppCore.a */ = {isa = PBXFileReference; path = "
          + "libAppCore.a; sourceTree = BUILT_PRODUCTS_DIR; };\n\t\tP20000000000000000000001 "
          + "/* libAppCore.a */ = {isa = PBXFileReference;"
      ),
    ])
    #expect(app.dependencies == ["AppCore"])
    #expect(!app.linked.contains { $0.kind == .project || $0.name == "AppCore" })
  }

  /// A workspace above the project's folder, beside the project folders it names (Giraffe's
  /// Giraffe.xcworkspace naming Giraffe-iOS/ and GiraffeKit/): the product another of its
  /// projects builds is looked for in that project, not said to be missing.
  @Test func aProductOfAProjectNamedByAWorkspaceAboveIsLookedForThere() throws {
    let workspace = """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
         <FileRef location = "group:Kit/Kit.xcodeproj"></FileRef>
         <FileRef location = "group:Linked/Linked.xcodeproj"></FileRef>
      </Workspace>
      """
    let app = try Self.app(
      editing: [
        (
          "path = Vendor/Missing.xcframework; sourceTree = \"<group>\";",
          "path = Sibling.framework; sourceTree = BUILT_PRODUCTS_DIR;"
        )
      ],
      adding: [
        "../App.xcworkspace/contents.xcworkspacedata": workspace,
        "../Kit/Kit.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{}\n",
      ])
    let sibling = try #require(app.linked.first { $0.name == "Sibling" })
    #expect(sibling.candidates.map { ($0 as NSString).lastPathComponent } == ["Kit.xcodeproj"])
  }

  /// Old projects (Apple's AVFoundationExporter) name an SDK framework by its path in the SDK
  /// relative to a group, `path = System/Library/Frameworks/UIKit.framework; sourceTree =
  /// "<group>"`: not on disk there, Xcode links the SDK's. It is no linked code not read.
  @Test func anSDKFrameworkNamedRelativeToAGroupIsTheSDKs() throws {
    let app = try Self.app(editing: [
      (
        "path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT;",
        "path = System/Library/Frameworks/UIKit.framework; sourceTree = \"<group>\";"
      )
    ])
    #expect(app.linked.map(\.name) == (try self.app().linked.map(\.name)))
  }

  @Test func theDeclaringFilesOfWhatIsOnDiskAndNothingForWhatIsNot() throws {
    let linked = Dictionary(uniqueKeysWithValues: try app().linked.map { ($0.name, $0) })
    func files(_ name: String, packages: String? = nil) -> [String]? {
      linked[name]?.declarationFiles(packages: packages)?.files.map {
        String($0.dropFirst(Self.folder.count + 1))
      }
    }
    #expect(files("Podded") == ["Pods/Podded/Podded/PoddedView.h"])
    #expect(files("Absent") == nil)
    #expect(files("LocalKit") == ["LocalKit/Sources/LocalKit/LocalView.swift"])
    #expect(files("Carted") == ["Carthage/Checkouts/Carted/Carted/CartedView.h"])
    #expect(
      files("Binary") == [
        "Vendor/Binary.xcframework/ios-arm64/Binary.framework/Headers/BinaryView.h",
        "Vendor/Binary.xcframework/ios-arm64/Binary.framework/Modules/Binary.swiftmodule/"
          + "arm64-apple-ios.swiftinterface",
      ])
    #expect(files("Missing") == nil)
    // A remote package is read only from a folder of resolved packages.
    #expect(files("RemoteKit") == nil)
    #expect(
      files("RemoteKit", packages: Self.folder + "/Packages")
        == ["Packages/checkouts/RemoteKit/Sources/RemoteKit/RemoteView.swift"])
  }

  /// Xcode 16 lists no package reference for a package inside a synchronized folder, only the
  /// product: its folder is the package whose manifest declares the product, not the one
  /// (sorted first) that depends on it; each target of the package is its own module, named as
  /// SwiftPM names it.
  @Test func aPackageInASynchronizedFolderIsFoundByItsManifestAndReadTargetByTarget() throws {
    let code = try #require(try app().linked.first { $0.name == "SyncKit" })
    let found = try #require(code.declarationFiles())
    #expect(found.folder == Self.folder + "/Modules/SyncKit")
    let modules = code.modules(of: found.files, in: found.folder).map {
      "\($0.module): " + $0.files.map { String($0.dropFirst(found.folder.count + 1)) }.joined()
    }
    #expect(
      modules == [
        "SyncKit: Sources/SyncKit/SyncView.swift",
        "Sync_Support: Sources/Sync-Support/SupportView.swift",
      ])
    // Other code keeps its one module.
    let pod = try #require(try app().linked.first { $0.name == "Podded" })
    let podFiles = try #require(pod.declarationFiles())
    #expect(pod.modules(of: podFiles.files, in: podFiles.folder).map(\.module) == ["Podded"])
  }

  /// A local package dragged into the workspace beside the project, not into the project
  /// (openHAB's OpenHABCore): the project lists its product with no package reference, and
  /// only the workspace names its folder. It is read there, not reported as not on disk.
  @Test func aPackageOfTheWorkspaceBesideTheProjectIsFoundThere() throws {
    let product =
      "K10000000000000000000002 /* LocalKit */ = {isa = XCSwiftPackageProductDependency; "
      + "package = K20000000000000000000002 /* XCLocalSwiftPackageReference \"LocalKit\" */; "
      + "productName = LocalKit; };"
    let bare =
      "K10000000000000000000002 /* LocalKit */ = {isa = XCSwiftPackageProductDependency; "
      + "productName = LocalKit; };"
    let workspace = """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
         <FileRef location = "group:LocalKit"></FileRef>
         <FileRef location = "group:Linked.xcodeproj"></FileRef>
      </Workspace>
      """
    let named = try Self.app(
      editing: [(product, bare)],
      adding: ["Linked.xcworkspace/contents.xcworkspacedata": workspace])
    let code = try #require(named.linked.first { $0.name == "LocalKit" })
    #expect(code.origin == "LocalKit")
    #expect(code.candidates.last?.hasSuffix("/Linked/LocalKit") == true)
    // Without the workspace or a reference of the project, nothing says where it is.
    let reference =
      "\t\t\t\tK20000000000000000000002 /* XCLocalSwiftPackageReference \"LocalKit\" */,\n"
    let unnamed = try Self.app(editing: [(product, bare), (reference, "")])
    let lost = try #require(unnamed.linked.first { $0.name == "LocalKit" })
    #expect(lost.origin == "a local package of the project")
    #expect(lost.candidates.isEmpty)
  }

  /// miataru's project lists its local packages among its package references, and its
  /// products with no package: Xcode finds each among those, and so is it read there.
  @Test func aProductWithNoPackageIsFoundAmongTheProjectsLocalPackages() throws {
    let product =
      "K10000000000000000000002 /* LocalKit */ = {isa = XCSwiftPackageProductDependency; "
      + "package = K20000000000000000000002 /* XCLocalSwiftPackageReference \"LocalKit\" */; "
      + "productName = LocalKit; };"
    let bare =
      "K10000000000000000000002 /* LocalKit */ = {isa = XCSwiftPackageProductDependency; "
      + "productName = LocalKit; };"
    let code = try #require(
      try Self.app(editing: [(product, bare)]).linked.first { $0.name == "LocalKit" })
    #expect(code.origin == "LocalKit")
    #expect(code.candidates == [code.candidates.first ?? ""])
    #expect(code.candidates.first?.hasSuffix("/Linked/LocalKit") == true)
  }

  /// fluffychat's Runner links `FlutterGeneratedPluginSwiftPackage` with no package, and its
  /// project's one local package reference is `Flutter/ephemeral/Packages/
  /// FlutterGeneratedPluginSwiftPackage`, which `flutter` writes: missing in a checkout, it has
  /// no manifest to search, but its folder's name is the product's, and it is the folder to
  /// make, not "no package folder of the project names it".
  @Test func aProductWithNoPackageIsTheMissingLocalPackageOfItsName() throws {
    let product =
      "K10000000000000000000002 /* LocalKit */ = {isa = XCSwiftPackageProductDependency; "
      + "package = K20000000000000000000002 /* XCLocalSwiftPackageReference \"LocalKit\" */; "
      + "productName = LocalKit; };"
    let bare =
      "K10000000000000000000002 /* LocalKit */ = {isa = XCSwiftPackageProductDependency; "
      + "productName = LocalKit; };"
    let moved = (
      of: "isa = XCLocalSwiftPackageReference; relativePath = LocalKit; }",
      with: "isa = XCLocalSwiftPackageReference; relativePath = Generated/Packages/LocalKit; }"
    )
    let code = try #require(
      try Self.app(editing: [(product, bare), moved]).linked.first { $0.name == "LocalKit" })
    #expect(code.origin == "Generated/Packages/LocalKit")
    #expect(code.candidates.count == 1)
    #expect(code.candidates.first?.hasSuffix("/Linked/Generated/Packages/LocalKit") == true)
  }

  @Test func aMalformedPodfileLockLineIsAWarningNamingItAndTheRestIsRead() throws {
    let project = try Project.load(at: Self.folder)
    #expect(
      project.diagnostics.map(\.xcodeDescription) == [
        Self.folder + "/Podfile.lock:6:1: warning: This line of the PODS list is not "
          + "'  - Name (version)'; it is left out."
      ])
    let lock = PodfileLock(
      path: "Podfile.lock", text: "PODS:\n  - A (1.0):\n    - B\n  - \"C/Sub (2)\"\n")
    #expect(lock.pods == ["A", "C"])
    #expect(lock.warnings.isEmpty)
    #expect(PodfileLock(path: "P", text: "DEPENDENCIES:\n  - A\n").warnings.count == 1)
    // A checkout with CRLF line endings (git's autocrlf) lists the same pods.
    let crlf = PodfileLock(
      path: "P", text: "PODS:\r\n  - A (1.0)\r\n  - B (2)\r\n\r\nCOCOAPODS: 1\r\n")
    #expect(crlf.pods == ["A", "B"])
    #expect(crlf.warnings.isEmpty)
  }

  /// The pin of `Package.resolved` (in the project's own workspace), matched to the package
  /// reference whatever the spelling of its URL (`.git`, case).
  @Test func aRemotePackageCarriesItsPin() throws {
    let linked = try app().linked
    #expect(linked.first { $0.name == "RemoteKit" }?.pin == "2.1.0")
    #expect(linked.first { $0.name == "LocalKit" }?.pin == nil)
  }

  /// Each format, and malformed files: a warning naming the file, at the place the parser
  /// stopped, never a crash; the pins that can be read are read.
  @Test func packageResolvedFormatsAndMalformedFiles() {
    let v1 = PackageResolved(
      path: "P",
      data: Data(
        (#"{"object": {"pins": [{"package": "A", "repositoryURL": "https://x.org/A.git/", "#
          + #""state": {"branch": "main", "revision": "abc"}}]}, "version": 1}"#).utf8))
    #expect(v1.pins == ["https://x.org/a": "branch main"])
    #expect(v1.warnings.isEmpty)
    let revision = PackageResolved(
      path: "P",
      data: Data(
        #"{"pins": [{"location": "u", "state": {"revision": "0123456789"}}, {"location": 1}]}"#
          .utf8))
    #expect(revision.pins == ["u": "revision 0123456"])
    #expect(revision.warnings.map(\.message).first?.hasPrefix("1 pin(s)") == true)
    let broken = PackageResolved(path: "P", data: Data("{\n  \"pins\" : [\n    { x }\n".utf8))
    #expect(broken.pins.isEmpty)
    #expect(broken.warnings.count == 1)
    #expect(broken.warnings.first?.path == "P")
    #expect(broken.warnings.first?.location?.line == 3)
    let notPins = PackageResolved(path: "P", data: Data("[1, 2]".utf8))
    #expect(notPins.warnings.first?.message.contains("no list of pins") == true)
  }

  /// Raivo committed its `Package.resolved` with a merge conflict in it: the warning says so,
  /// at the marker's line, rather than only that it is not JSON.
  @Test func aPackageResolvedWithAMergeConflictSaysSoAtItsMarker() {
    let conflicted = PackageResolved(
      path: "P",
      data: Data(
        "{\n<<<<<<< HEAD\n  \"originHash\" : \"b7\",\n=======\n>>>>>>> 75832ce (Other)\n  \"pins\" : []\n}\n"
          .utf8))
    #expect(conflicted.pins.isEmpty)
    #expect(conflicted.warnings.map(\.location?.line) == [2])
    #expect(
      conflicted.warnings.map(\.message) == [
        "This Package.resolved holds an unresolved merge conflict ('<<<<<<< HEAD' and the lines "
          + "after it); the versions its packages resolved to are unknown."
      ])
  }

  @Test func linkerFlagsAndRepositoryNames() {
    let flags = LinkerFlags(
      "$(inherited) -ObjC -l\"z\" -lsqlite3 -l c++ -framework \"A B\" -weak_framework C")
    #expect(flags.frameworks == ["A B", "C"])
    #expect(flags.libraries == ["z", "sqlite3", "c++"])
    #expect(
      ProjectLoader.Context.repositoryName("https://github.com/o/zxcvbn-ios/") == "zxcvbn-ios")
    #expect(ProjectLoader.Context.repositoryName("git@github.com:o/Charts.git") == "Charts")
  }
}
