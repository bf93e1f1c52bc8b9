import DeterministicOutput
import Foundation
import ProjectModel
import SegueTestSupport
import SourceIndex
import Testing

@testable import AppInputs
@testable import SegueCommandLine
@testable import segue

/// The App of Tests/Fixtures/Linked as the commands read it: what it links and is on disk is
/// read in its module, what is not is the index's unread linked code, and the static library
/// of the project that opens the app's storyboards counts as the app's code.
@Suite struct LinkedCodeTests {
  static let project = Snapshot.fixture("Linked")

  static func app(packages: String? = nil) throws -> InputTarget {
    let options = InputOptions(paths: [], projects: [project], targets: ["App"], packages: packages)
    let capture = CapturedConsole()
    let resolution = try InputResolution.resolve(options, console: capture.console)
    return try #require(resolution.targets.first)
  }

  @Test func whatIsOnDiskIsReadInItsModuleAndTheRestIsUnread() throws {
    let index = try #require(
      try Self.app().load(reading: .everything, console: CapturedConsole().console).sources)
    #expect(index.classModules["PoddedView"] == [.named("Podded")])
    #expect(index.classModules["LocalView"] == [.named("LocalKit")])
    #expect(index.classModules["CartedView"] == [.named("Carted")])
    #expect(index.classModules["BinaryView"] == [.named("Binary")])
    #expect(index.classModules["BinarySwiftView"] == [.named("Binary")])
    #expect(index.classModules["RemoteView"] == nil)
    #expect(
      index.unreadLinkedCode.map { "\($0.description) \($0.module ?? "-"): \($0.howToRead)" } == [
        "Swift package RemoteKit RemoteKit: Resolve the packages and pass `--packages DIR` (the "
          + "folder `xcodebuild -clonedSourcePackagesDirPath` writes).",
        "framework Missing Missing: Put it, with its headers or Swift interface, at "
          + Self.project + "/Vendor/Missing.xcframework.",
        "pod Absent Absent: Run `pod install`.",
      ])
  }

  /// A Flutter app's pods are installed after `flutter pub get`, whose files its Podfile reads
  /// (CoronaVirusTrackerFlutter): the note names both commands, in that order.
  @Test func aFlutterAppsPodsAreInstalledAfterFlutterPubGet() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let pod = LinkedCode(
      kind: .pod, name: "maps", origin: "Podfile.lock",
      candidates: [directory.path + "/ios/.symlinks/plugins/maps/ios"])
    let pods = LinkedCode(
      kind: .project, name: "Pods", origin: "Pods/Pods.xcodeproj",
      candidates: [directory.path + "/ios/Pods/Pods.xcodeproj"])
    _ = try directory.write("target 'Runner' do\nend\n", to: "ios/Podfile")
    #expect(
      [pod, pods].map(InputTarget.howToRead) == ["Run `pod install`.", "Run `pod install`."])
    _ = try directory.write(
      "load File.join(flutter_root, 'packages', 'flutter_tools', 'bin', 'podhelper')\n"
        + "target 'Runner' do\n  flutter_install_all_ios_pods File.dirname(__FILE__)\nend\n",
      to: "ios/Podfile")
    #expect(
      [pod, pods].map(InputTarget.howToRead) == [
        "Run `flutter pub get` and then `pod install`.",
        "Run `flutter pub get` and then `pod install`.",
      ])
  }

  /// Clocker links two frameworks of the one project it references, ShortcutRecorder and
  /// PTHotKey: each product's target is read, not only the first one's.
  @Test func everyProductOfOneReferencedProjectIsRead() {
    let fixture = Snapshot.fixture("Project") + "/Fixture.xcodeproj"
    let codes = ["Kit", "MacApp"].map {
      LinkedCode(
        kind: .project, name: $0, module: $0, origin: "Fixture.xcodeproj", candidates: [fixture])
    }
    let (read, unread) = InputTarget.read(codes, packages: nil, own: [])
    #expect(read.map(\.module) == ["Kit", "MacApp"])
    #expect(read.allSatisfy { !$0.files.isEmpty })
    #expect(unread.isEmpty)
  }

  /// A product of the products folder that no project beside the app's builds, with one such
  /// project (MADBike's Pods project, the workspace naming only it and the app's): the note
  /// said "Check out the project another project of the workspace (a git submodule: …)",
  /// the origin taken for a project's path. Which project builds it is unknown.
  @Test func aWorkspaceProductWithOneProjectBesideNamesNoProjectToCheckOut() {
    let fixture = Snapshot.fixture("Project") + "/Fixture.xcodeproj"
    let code = LinkedCode(
      kind: .project, name: "Absent", module: "Absent",
      origin: LinkedCode.workspaceProduct, candidates: [fixture])
    let (_, unread) = InputTarget.read([code], packages: nil, own: [])
    #expect(unread.map(\.submoduleProject) == [nil])
    #expect(
      unread.map(\.howToRead) == [
        "Check out the project of the workspace that builds it (a git submodule: "
          + "`git submodule update --init`)."
      ])
  }

  /// Cortex links Charts from a project at `../../Downloads/Charts-master/…`, on its author's
  /// disk, in no submodule (the repository has no `.gitmodules`): the note called it a git
  /// submodule and said to run `git submodule update --init`, which brings nothing. Only a
  /// project in a submodule folder `.gitmodules` names is one.
  @Test func aProjectInNoSubmoduleIsNotCalledOne() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("", to: "App/.git/HEAD")
    try directory.write("[submodule \"spring\"]\n\tpath = Vendor/Spring\n", to: "App/.gitmodules")
    try FileManager.default.createDirectory(
      atPath: directory.path + "/App/Vendor/Spring", withIntermediateDirectories: true)
    let root = PathSpelling.standardized(directory.path, in: nil)
    let codes = [
      ("Spring", "Vendor/Spring/Spring.xcodeproj", "/App/Vendor/Spring/Spring.xcodeproj"),
      ("Kit", "Vendor/Kit/Kit.xcodeproj", "/App/Vendor/Kit/Kit.xcodeproj"),
      ("Charts", "../Downloads/Charts/Charts.xcodeproj", "/Downloads/Charts/Charts.xcodeproj"),
    ].map { name, origin, path in
      LinkedCode(
        kind: .project, name: name, module: name, origin: origin, candidates: [root + path])
    }
    let (_, unread) = InputTarget.read(codes, packages: nil, own: [])
    let howTo = Dictionary(uniqueKeysWithValues: unread.map { ($0.name, $0.howToRead) })
    #expect(
      howTo["Spring"]
        == "Check out the project Vendor/Spring/Spring.xcodeproj (a git submodule: "
        + "`git submodule update --init`).")
    #expect(howTo["Kit"] == "Put the project that builds it at Vendor/Kit/Kit.xcodeproj.")
    #expect(
      howTo["Charts"] == "Put the project that builds it at ../Downloads/Charts/Charts.xcodeproj.")
    #expect(unread.compactMap(\.submoduleProject) == ["Vendor/Spring/Spring.xcodeproj"])
  }

  /// krypton's AWS frameworks are built in a git submodule the clone left empty: checking it
  /// out brings them, which the sentence says rather than where to put a framework.
  /// tpg offline's Cartfile brings Mapbox as a binary, which `carthage checkout` does not
  /// fetch: its framework is read after `carthage bootstrap`; a source dependency's after
  /// `carthage checkout`.
  @Test func aCarthageBinarySaysToBootstrap() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "binary \"https://example.com/Mapbox.json\" \"5.9.0\"\ngithub \"Alamofire/Alamofire\" "
        + "\"5.0.0\"\n", to: "Cartfile.resolved")
    let root = PathSpelling.standardized(directory.path, in: nil)
    func carthage(_ name: String) -> LinkedCode {
      LinkedCode(
        kind: .carthage, name: name, module: name,
        origin: "Carthage/Build/iOS/\(name).framework",
        candidates: [
          root + "/Carthage/Checkouts/" + name, root + "/Carthage/Build/iOS/\(name).framework",
        ])
    }
    #expect(
      InputTarget.howToRead(carthage("Mapbox"))
        == "Run `carthage bootstrap`: the Cartfile names binary frameworks, which `carthage "
        + "checkout` does not fetch.")
    #expect(InputTarget.howToRead(carthage("Alamofire")) == "Run `carthage checkout`.")
  }

  @Test func aFrameworkInASubmoduleNotCheckedOutSaysToCheckItOut() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("", to: ".git/HEAD")
    try directory.write("[submodule \"aws\"]\n\tpath = Vendor/aws-sdk-ios\n", to: ".gitmodules")
    try FileManager.default.createDirectory(
      atPath: directory.path + "/Vendor/aws-sdk-ios", withIntermediateDirectories: true)
    let root = PathSpelling.standardized(directory.path, in: nil)
    let codes = [
      LinkedCode(
        kind: .framework, name: "AWSCore", module: "AWSCore", origin: "AWSCore.framework",
        candidates: [root + "/Vendor/aws-sdk-ios/Build/AWSCore.framework"]),
      LinkedCode(
        kind: .framework, name: "Other", module: "Other", origin: "Other.framework",
        candidates: [root + "/Vendor/Other.framework"]),
    ]
    let (_, unread) = InputTarget.read(codes, packages: nil, own: [])
    #expect(
      unread.map(\.howToRead) == [
        "Check out the submodule Vendor/aws-sdk-ios, which builds it (`git submodule update "
          + "--init`).",
        "Put it, with its headers or Swift interface, at \(root)/Vendor/Other.framework.",
      ])
  }

  @Test func aFolderOfResolvedPackagesIsRead() throws {
    let index = try #require(
      try Self.app(packages: Self.project + "/Packages").load(
        reading: .everything, console: CapturedConsole().console
      ).sources)
    #expect(index.classModules["RemoteView"] == [.named("RemoteKit")])
    #expect(index.unreadLinkedCode.map(\.name) == ["Missing", "Absent"])
  }

  /// AppCore, a static library without storyboards, opens the app's Second storyboard: its
  /// literals are the app's, so explore reaches the scene from code.
  @Test func aStaticLibraryWithoutStoryboardsOpensTheAppsStoryboards() throws {
    let app = try Self.app()
    #expect(app.dependencies.first?.module == "AppCore")
    #expect(app.dependencies.first?.opensAppStoryboards == true)
    let index = try #require(
      try app.load(reading: .everything, console: CapturedConsole().console).sources)
    #expect(
      index.literalUses.map { "\($0.kind) \($0.value)" } == [
        "storyboardName Second", "sceneIdentifier Detail",
      ])
    let capture = CapturedConsole()
    _ = SegueTool.run(["explore", "--project", Self.project], console: capture.console)
    #expect(
      capture.standardOutput.contains(
        "coverage: 2 of 2 scene(s) reached: 1 from the launch, 1 from code"))
  }

  /// A folder without a project: its Podfile and Cartfile say what it links; the pod installed
  /// under Pods/ is read in its module, the rest is unread.
  @Test func aPlainFolderLinksWhatItsPodfileAndCartfileName() throws {
    let directory = try TemporaryDirectory()
    let folder = directory.path
    let fixture = Self.project
    try FileManager.default.copyItem(
      atPath: fixture + "/App/Main.storyboard", toPath: folder + "/Main.storyboard")
    try FileManager.default.copyItem(
      atPath: fixture + "/App/AppDelegate.swift", toPath: folder + "/AppDelegate.swift")
    try FileManager.default.createDirectory(
      atPath: folder + "/Pods/Podded", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: fixture + "/Pods/Podded/Podded/PoddedView.h",
      toPath: folder + "/Pods/Podded/PoddedView.h")
    try "target 'App' do\n  pod 'Podded'\n  # pod 'Commented'\n  pod 'Absent/Core', '~> 1.0'\nend\n"
      .write(toFile: folder + "/Podfile", atomically: true, encoding: .utf8)
    try "github \"owner/Carted\" ~> 1.0\n"
      .write(toFile: folder + "/Cartfile", atomically: true, encoding: .utf8)
    let options = InputOptions(
      paths: [folder], sources: [SourceInput(path: folder + "/AppDelegate.swift")])
    let capture = CapturedConsole()
    let target = try #require(
      try InputResolution.resolve(options, console: capture.console).targets.first)
    #expect(
      target.unreadLinkedCode.map(\.description) == ["Carthage framework Carted", "pod Absent"])
    let index = try #require(
      try target.load(reading: .everything, console: CapturedConsole().console).sources)
    #expect(index.classModules["PoddedView"] == [.named("Podded")])
    #expect(index.unreadLinkedCode == target.unreadLinkedCode)
  }

  /// GrandCentralBoard builds its GCBUtilities pod from the checkout's top (`pod
  /// 'GCBUtilities', :path => './'`), so the pod's folder holds the app's files too. Linted as
  /// `segue lint .`, the app's files were spelled from the working directory and the pod's from
  /// the root: none was left out of the pod, and the app's `MainViewController` was read in
  /// module GCBUtilities ("not in the app's module"). A file the app compiles is the app's,
  /// however the two are spelled (the app's are relative to a working directory above them).
  @Test func aDevelopmentPodAtTheCheckoutsTopLeavesTheAppsFilesInTheApp() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let root = directory.path + "/Linked"
    try FileManager.default.copyItem(atPath: Self.project, toPath: root)
    _ = try directory.write(
      "OTHER_LDFLAGS = $(inherited) -framework \"Podded\" -framework \"Rooted\"\n"
        + "PODS_ROOT = ${SRCROOT}/Pods\n",
      to: "Linked/Pods/Target Support Files/Pods-App/Pods-App.release.xcconfig")
    _ = try directory.write(
      "PODS:\n  - Podded (2.1)\n  - Rooted (1.0)\n\nEXTERNAL SOURCES:\n  Rooted:\n"
        + "    :path: \"./\"\n\nCOCOAPODS: 1.12.0\n",
      to: "Linked/Podfile.lock")
    _ = try directory.write("Pod::Spec.new do |s|\nend\n", to: "Linked/Rooted.podspec")
    let options = InputOptions(paths: [], projects: [root], targets: ["App"])
    let console = CapturedConsole(workingDirectory: root).console
    let app = try #require(try InputResolution.resolve(options, console: console).targets.first)
    #expect(app.sources.map(\.path).contains("App/AppDelegate.swift"))
    let rooted = try #require(app.dependencies.first { $0.module == "Rooted" })
    #expect(!rooted.files.contains(root + "/App/AppDelegate.swift"))
    #expect(rooted.files.contains(root + "/LocalKit/Sources/LocalKit/LocalView.swift"))
  }

  @Test func dumpShowsWhatEachTargetLinksAndWhetherItWasFound() {
    let capture = CapturedConsole()
    let status = SegueTool.run(
      ["dump", "--project", Self.project, "--target", "App"], console: capture.console)
    #expect(status == .success)
    let links = capture.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  links") }
    let expected: [String] = [
      "  links Carthage framework Carted from Carthage/Build/iOS/Carted.framework: read 1 file "
        + "in Carthage/Checkouts/Carted",
      "  links Swift package LocalKit from LocalKit: read 1 file in LocalKit",
      "  links Swift package RemoteKit from https://example.com/owner/RemoteKit.git (pinned 2.1.0): "
        + "not on disk (looked in SourcePackages/checkouts/RemoteKit, --packages)",
      "  links Swift package SyncKit from Modules/SyncKit: read 2 files in Modules/SyncKit",
      "  links framework Binary from Vendor/Binary.xcframework: read 2 files in "
        + "Vendor/Binary.xcframework",
      "  links framework Missing from Vendor/Missing.xcframework: not on disk (looked in "
        + "Vendor/Missing.xcframework)",
      "  links pod Absent from OTHER_LDFLAGS of the Pods xcconfig: not on disk (looked in "
        + "Pods/Absent)",
      "  links pod Podded from OTHER_LDFLAGS of the Pods xcconfig: read 1 file in Pods/Podded",
    ]
    #expect(links.map(String.init) == expected)
    #expect(capture.standardError.contains("Podfile.lock:6:1: warning: This line of the PODS list"))
  }

  /// A product of a workspace's other project that no readable project builds: a project
  /// folder without its project.pbxproj (Provenance's PVAzahar.xcodeproj) counts as not read.
  @Test func dumpCountsAProjectWithoutItsFileAsNotRead() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for name in ["Full", "Empty"] {
      try FileManager.default.createDirectory(
        atPath: directory.path + "/\(name).xcodeproj", withIntermediateDirectories: true)
    }
    try directory.write("// !$*UTF8*$!\n{}\n", to: "Full.xcodeproj/project.pbxproj")
    let candidates = ["Full", "Empty", "Gone"].map { directory.path + "/\($0).xcodeproj" }
    let code = LinkedCode(
      kind: .project, name: "CoreKit", origin: "CoreKit.framework", candidates: candidates)
    let project = try Project.load(at: Self.project + "/Linked.xcodeproj")
    let dump = LinkedCodeDump(code, packages: nil, projects: LinkedProjects())
    #expect(
      dump.status(in: project)
        == "not on disk (2 of the 3 other projects of the workspace are missing or hold no "
        + "project.pbxproj; no target of the others builds it)")
  }
}
