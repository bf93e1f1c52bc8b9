import Foundation
import SegueTestSupport
import SourceIndex
import Testing

@testable import ProjectModel

/// The targets of the Pods project itself build the pods; they are not targets CocoaPods
/// integrates. Delta's workspace names Pods/Pods.xcodeproj, whose aggregate target Pods-Delta
/// is based on a `Pods-Delta` xcconfig: it was read as linking pods it could not name, and
/// Delta's linked-code-not-read note listed 'pod Pods', which no product of the app is.
@Suite struct PodsProjectTests {
  /// The fixture with App.xcconfig's reference pointing at a `Pods-` xcconfig, as CocoaPods
  /// writes it, and its project file named `project` (in a folder of that name).
  private func load(as project: String) throws -> (TemporaryDirectory, Project) {
    let directory = try FixtureCopy.basedOnPodsXcconfig()
    let folder = directory.path + "/Project"
    try FileManager.default.moveItem(
      atPath: folder + "/Fixture.xcodeproj", toPath: folder + "/\(project).xcodeproj")
    return (directory, try Project.load(at: folder + "/\(project).xcodeproj"))
  }

  private func pods(_ project: Project) -> [String] {
    (project.target(named: "PhoneApp")?.linked ?? []).filter { $0.kind == .pod }.map(\.name)
  }

  @Test func anIntegratedTargetLinksItsPodsEvenUnnamed() throws {
    let (directory, project) = try load(as: "App")
    defer { directory.remove() }
    #expect(pods(project) == ["Pods"])
  }

  /// AppRTC (CocoaPods 0.39) is based on the aggregate's plain `Pods.release.xcconfig` and
  /// links `libPods.a`: it was read as linking the Pods project's one dummy file, and the video
  /// view class that libjingle_peerconnection's committed headers declare was 'not found'. That
  /// pod vendors only a library, so it has no support files and the xcconfig names `-lWebRTC`.
  @Test func aTargetOfCocoaPodsBefore1LinksItsPodsAndItsVendoredOnes() throws {
    let directory = try FixtureCopy.make {
      $0.replacingOccurrences(of: "path = App.xcconfig;", with: "path = Pods.release.xcconfig;")
    }
    defer { directory.remove() }
    let root = directory.path + "/Project"
    let files = FileManager.default
    try files.createDirectory(
      atPath: root + "/Pods/Target Support Files/AppRTC", withIntermediateDirectories: true)
    try files.createDirectory(
      atPath: root + "/Pods/libjingle_peerconnection", withIntermediateDirectories: true)
    try "OTHER_LDFLAGS = $(inherited) -ObjC -l\"AppRTC\" -l\"WebRTC\" -l\"c++\"\n"
      .write(toFile: root + "/Config/Pods.release.xcconfig", atomically: true, encoding: .utf8)
    let lock = "PODS:\n  - AppRTC (1.0.2):\n    - libjingle_peerconnection\n"
    try (lock + "  - libjingle_peerconnection (1.0)\n")
      .write(toFile: root + "/Podfile.lock", atomically: true, encoding: .utf8)
    let project = try Project.load(at: root + "/Fixture.xcodeproj")
    #expect(pods(project) == ["AppRTC", "libjingle_peerconnection"])
  }

  /// UpcomingMovies' Podfile names four development pods (`:path => 'UpcomingMoviesDomain/'`):
  /// CocoaPods builds them from those folders of the checkout and copies nothing into `Pods/`,
  /// so each was read as 'not on disk (looked in Pods/UpcomingMoviesDomain)', even after `pod
  /// install`, and a class of theirs was not checked. The Podfile.lock's `EXTERNAL SOURCES`
  /// names each one's folder, which holds the pod when its podspec is there (openreads'
  /// `:path: Flutter` is not the Flutter engine, whose `FlutterViewController` stays unread).
  @Test func aDevelopmentPodIsReadFromItsPathInTheCheckout() throws {
    let directory = try FixtureCopy.basedOnPodsXcconfig()
    defer { directory.remove() }
    let root = directory.path + "/Project"
    try FileManager.default.createDirectory(
      atPath: root + "/LocalUI/Classes", withIntermediateDirectories: true)
    try "import UIKit\npublic class LocalView: UIView {}\n"
      .write(toFile: root + "/LocalUI/Classes/LocalView.swift", atomically: true, encoding: .utf8)
    try "Pod::Spec.new do |s|\nend\n"
      .write(toFile: root + "/LocalUI/LocalUI.podspec", atomically: true, encoding: .utf8)
    // A Flutter app's folder of its own xcconfigs, where `flutter` later writes the podspec.
    try FileManager.default.createDirectory(
      atPath: root + "/Flutter", withIntermediateDirectories: true)
    try "#include \"Generated.xcconfig\"\n"
      .write(toFile: root + "/Flutter/Release.xcconfig", atomically: true, encoding: .utf8)
    let lock = """
      PODS:
        - Flutter (1.0.0)
        - Kingfisher (7.0)
        - LocalUI (1.0)
        - LocalUI/TestDoubles (1.0)

      EXTERNAL SOURCES:
        Flutter:
          :path: Flutter
        LocalUI:
          :path: LocalUI/

      COCOAPODS: 1.12.0

      """
    try lock.write(toFile: root + "/Podfile.lock", atomically: true, encoding: .utf8)
    #expect(
      PodfileLock(path: "P", text: lock).paths == ["Flutter": "Flutter", "LocalUI": "LocalUI/"])
    #expect(
      PodfileLock(
        path: "P",
        text: "PODS:\n  - A (1)\n\nEXTERNAL SOURCES:\n  \"A\":\n"
          + "    :path: \"../A\"\n  B:\n    :git: https://x.org/B.git\n"
      ).paths == ["A": "../A"])
    let project = try Project.load(at: root + "/Fixture.xcodeproj")
    let linked = project.target(named: "PhoneApp")?.linked ?? []
    #expect(
      linked.filter { $0.kind == .pod }.map(\.name) == ["Flutter", "Kingfisher", "LocalUI"])
    let local = try #require(linked.first { $0.name == "LocalUI" })
    let found = try #require(local.declarationFiles())
    #expect(found.folder == root + "/LocalUI")
    #expect(found.files == [root + "/LocalUI/Classes/LocalView.swift"])
    // A folder without the pod's podspec is not the pod: its code is not on disk.
    #expect(linked.first { $0.name == "Flutter" }?.declarationFiles()?.folder == nil)
    // A pod from a registry is still looked for under Pods/, not there before `pod install`.
    #expect(linked.first { $0.name == "Kingfisher" }?.declarationFiles()?.folder == nil)
  }

  /// GrandCentralBoard builds its GCBUtilities pod from the checkout's top (`:path => './'`):
  /// the whole checkout was read as the pod, 521 files of the app, its tests and `Pods/`, all in
  /// module GCBUtilities. Its podspec's `source_files = 'GCBUtilities/**/*.swift'` says which
  /// are the pod's (not its `test_spec`'s); a podspec that does not say leaves the folder read
  /// whole.
  @Test func aDevelopmentPodIsReadFromTheFoldersItsPodspecNames() throws {
    let directory = try FixtureCopy.basedOnPodsXcconfig()
    defer { directory.remove() }
    let root = directory.path + "/Project"
    _ = try directory.write(
      "public class UtilityView: UIView {}\n", to: "Project/Utilities/Views/UtilityView.swift")
    _ = try directory.write("class AppView: UIView {}\n", to: "Project/App/AppView.swift")
    _ = try directory.write(
      "PODS:\n  - Rooted (1.0)\n\nEXTERNAL SOURCES:\n  Rooted:\n    :path: \"./\"\n",
      to: "Project/Podfile.lock")
    _ = try directory.write(
      "Pod::Spec.new do |s|\n  s.source_files = 'Utilities/**/*.swift'\n"
        + "  s.test_spec 'Tests' do |t|\n    t.source_files = 'Utilities/Tests/*.swift'\n  end\nend\n",
      to: "Project/Rooted.podspec")
    _ = try directory.write(
      "class UtilityTests {}\n", to: "Project/Utilities/Tests/UtilityTests.swift")
    let project = try Project.load(at: root + "/Fixture.xcodeproj")
    let linked = project.target(named: "PhoneApp")?.linked ?? []
    let rooted = try #require(linked.first { $0.name == "Rooted" })
    let found = try #require(rooted.declarationFiles())
    #expect(found.folder == root)
    #expect(found.files == [root + "/Utilities/Views/UtilityView.swift"])
    _ = try directory.write("Pod::Spec.new do |s|\nend\n", to: "Project/Rooted.podspec")
    #expect(rooted.declarationFiles()?.files.contains(root + "/App/AppView.swift") == true)
  }

  /// GitHubContributions' Podfile gives its watch extension no pods (`target 'ContributionsOnWatch
  /// Extension' do end`): CocoaPods still bases it on a `Pods-` xcconfig, which names no pod, and
  /// it was read as linking all seven pods of the Podfile.lock, whose classes its storyboard
  /// could then name. A pods xcconfig that was read (it sets PODS_ROOT) and names no library
  /// links none; one not on disk still leaves every pod of the lock linked.
  @Test func aTargetWhosePodsXcconfigNamesNoLibraryLinksNone() throws {
    let directory = try FixtureCopy.basedOnPodsXcconfig()
    defer { directory.remove() }
    let root = directory.path + "/Project"
    let files = FileManager.default
    for folder in ["/Pods/Fabric", "/Pods/Target Support Files/Masonry"] {
      try files.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
    }
    try "PODS:\n  - Fabric (1.7)\n  - Masonry (1.1)\n"
      .write(toFile: root + "/Podfile.lock", atomically: true, encoding: .utf8)
    #expect(try pods(Project.load(at: root + "/Fixture.xcodeproj")) == ["Fabric", "Masonry"])
    let support = root + "/Config/Target Support Files/Pods-PhoneApp"
    try files.createDirectory(atPath: support, withIntermediateDirectories: true)
    try "PODS_ROOT = ${SRCROOT}/Pods\nOTHER_LDFLAGS = $(inherited) -ObjC\n"
      .write(
        toFile: support + "/Pods-PhoneApp.release.xcconfig", atomically: true, encoding: .utf8)
    #expect(try pods(Project.load(at: root + "/Fixture.xcodeproj")) == [])
    // Before CocoaPods 0.34 the xcconfig named no library, and the target linked the one
    // aggregate `libPods.a` in its phase (ECSlidingViewController's examples): its pods are
    // linked.
    let file = root + "/Fixture.xcodeproj/project.pbxproj"
    let text = try String(contentsOfFile: file, encoding: .utf8)
    try text.replacingOccurrences(
      of: "\t\t\t\tB30000000000000000000003 /* Kit.framework in Frameworks */,\n",
      with: "\t\t\t\tB30000000000000000000003 /* Kit.framework in Frameworks */,\n"
        + "\t\t\t\tB399999999999999999999PD /* libPods.a in Frameworks */,\n"
    ).replacingOccurrences(
      of: "/* Begin PBXFrameworksBuildPhase section */",
      with: "B399999999999999999999PD /* libPods.a in Frameworks */ = {isa = PBXBuildFile; "
        + "fileRef = P399999999999999999999PD; };\nP399999999999999999999PD = {isa = "
        + "PBXFileReference; path = libPods.a; sourceTree = BUILT_PRODUCTS_DIR; };\n"
        + "/* Begin PBXFrameworksBuildPhase section */"
    ).write(toFile: file, atomically: true, encoding: .utf8)
    #expect(try pods(Project.load(at: root + "/Fixture.xcodeproj")) == ["Fabric", "Masonry"])
    // With no lock, the pods are unknown: the Pods folder, which holds no header or Swift file
    // here, is no reading of them.
    try files.removeItem(atPath: root + "/Podfile.lock")
    let unknown = try #require(
      try Project.load(at: root + "/Fixture.xcodeproj").target(named: "PhoneApp")?.linked
        .first { $0.kind == .pod })
    #expect(unknown.name == "Pods")
    #expect(unknown.declarationFiles() == nil)
  }

  /// rambler-it-ios links a pod in two targets of different deployment targets, and Nimbus
  /// with different subspecs: CocoaPods names such pod targets by scope (`AFNetworking-iOS10.0`,
  /// `Nimbus-Core-Models`), each a support files folder, and the xcconfig names them, while the
  /// code is in `Pods/AFNetworking`. They were read as 'not on disk (looked in
  /// Pods/AFNetworking-iOS10.0)', so the message extension counted linked code as unread, and
  /// the lock's roots were added again as vendored pods, even RamblerTyphoonUtils, whose one
  /// scoped target only the app links.
  @Test func aPodTargetScopedByPlatformOrSubspecsIsReadFromItsPodsFolder() throws {
    let directory = try FixtureCopy.basedOnPodsXcconfig()
    defer { directory.remove() }
    let root = directory.path + "/Project"
    let files = FileManager.default
    let support = "/Pods/Target Support Files/"
    let folders = [
      "/Pods/AFNetworking", "/Pods/Nimbus", "/Pods/RamblerTyphoonUtils", "/Pods/Crashlytics",
      support + "AFNetworking-iOS9.0", support + "AFNetworking-iOS10.0",
      support + "Nimbus-Core-Models", support + "RamblerTyphoonUtils-AssemblyCollector",
      "/Config/Target Support Files/Pods-PhoneApp",
    ]
    for folder in folders {
      try files.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
    }
    try "import UIKit\npublic class AFView: UIView {}\n"
      .write(toFile: root + "/Pods/AFNetworking/AFView.swift", atomically: true, encoding: .utf8)
    try "PODS:\n  - AFNetworking (3.1)\n  - Crashlytics (3.8)\n  - Nimbus/Core (1.2)\n"
      .appending("  - Nimbus/Models (1.2)\n  - RamblerTyphoonUtils (1.5)\n")
      .write(toFile: root + "/Podfile.lock", atomically: true, encoding: .utf8)
    try "PODS_ROOT = ${SRCROOT}/Pods\n"
      .appending("OTHER_LDFLAGS = $(inherited) -ObjC -l\"AFNetworking-iOS10.0\" ")
      .appending("-l\"Nimbus-Core-Models\" -framework \"CoreData\"\n")
      .write(
        toFile: root + "/Config/Target Support Files/Pods-PhoneApp/Pods-PhoneApp.release.xcconfig",
        atomically: true, encoding: .utf8)
    let project = try Project.load(at: root + "/Fixture.xcodeproj")
    // Crashlytics vendors only a framework: no pod target, no support files, still linked.
    #expect(pods(project) == ["AFNetworking-iOS10.0", "Crashlytics", "Nimbus-Core-Models"])
    let linked = project.target(named: "PhoneApp")?.linked ?? []
    let networking = try #require(linked.first { $0.name == "AFNetworking-iOS10.0" })
    #expect(networking.module == "AFNetworking")
    #expect(networking.declarationFiles()?.folder == root + "/Pods/AFNetworking")
    #expect(linked.first { $0.name == "Nimbus-Core-Models" }?.module == "Nimbus")
  }

  /// Grinnell-Events-iOS and CollageMaker-iOS (CocoaPods 0.3x) build each pod as a library of
  /// its own, `libPods-Bolts.a` (`Pods-<target>-<pod>` in a named target), from `Pods/Bolts`:
  /// the xcconfig names `-l"Pods-Bolts"`, and its support files are `Pods-Bolts`. These were
  /// read as pods 'not on disk (looked in Pods/Pods-Bolts)' beside the same pods read again as
  /// vendored ones, so a custom class no code declares was a note about unread pods, not a
  /// warning.
  @Test func aPodLibraryOfCocoaPodsBefore1IsReadFromItsPodsFolder() throws {
    let directory = try FixtureCopy.make {
      $0.replacingOccurrences(of: "path = App.xcconfig;", with: "path = Pods.release.xcconfig;")
    }
    defer { directory.remove() }
    let root = directory.path + "/Project"
    let support = "/Pods/Target Support Files/"
    let folders = [
      "/Pods/Bolts", "/Pods/MZDayPicker", "/Pods/private-boost", support + "Pods",
      support + "Pods-Bolts", support + "Pods-PhoneApp-MZDayPicker",
      support + "Pods-private-boost",
    ]
    for folder in folders {
      try FileManager.default.createDirectory(
        atPath: root + folder, withIntermediateDirectories: true)
    }
    try "PODS:\n  - Bolts (1.1)\n  - MZDayPicker (0.1)\n  - private-boost (1.0)\n"
      .write(toFile: root + "/Podfile.lock", atomically: true, encoding: .utf8)
    try "OTHER_LDFLAGS = -ObjC -l\"Pods-Bolts\" -l\"Pods-PhoneApp-MZDayPicker\" "
      .appending("-l\"Pods-private-boost\" -l\"sqlite3\"\n")
      .write(toFile: root + "/Config/Pods.release.xcconfig", atomically: true, encoding: .utf8)
    let project = try Project.load(at: root + "/Fixture.xcodeproj")
    #expect(pods(project) == ["Pods-Bolts", "Pods-PhoneApp-MZDayPicker", "Pods-private-boost"])
    let linked = project.target(named: "PhoneApp")?.linked ?? []
    let bolts = try #require(linked.first { $0.name == "Pods-Bolts" })
    #expect(bolts.module == "Bolts")
    #expect(bolts.declarationFiles()?.folder == root + "/Pods/Bolts")
    #expect(linked.first { $0.name == "Pods-PhoneApp-MZDayPicker" }?.module == "MZDayPicker")
    #expect(linked.first { $0.name == "Pods-private-boost" }?.module == "private_boost")
  }

  @Test func aTargetOfThePodsProjectLinksNoPods() throws {
    let (directory, project) = try load(as: "Pods")
    defer { directory.remove() }
    #expect(pods(project) == [])
  }
}
