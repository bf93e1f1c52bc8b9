import Foundation
import SegueTestSupport
import SourceIndex
import Testing

@testable import ProjectModel

/// A Flutter app's Podfile builds the pod Flutter from its `Flutter/` folder (`:path: Flutter`),
/// where `pod install` writes a podspec that names the engine as 'path/to/nothing': the engine,
/// which declares `FlutterViewController`, is in the Flutter SDK. With that podspec and the
/// plugins' pods on disk (CoronaVirusTrackerFlutter after `flutter pub get` and `pod install`),
/// the folder was read as the pod, no file declared the class, and lint warned that no source
/// declares the class of the app's one scene. A pod's folder of its podspec alone is not read.
@Suite struct FlutterEnginePodTests {
  @Test func aDevelopmentPodFolderOfItsPodspecAloneIsNotRead() throws {
    let directory = try FixtureCopy.basedOnPodsXcconfig()
    defer { directory.remove() }
    let root = directory.path + "/Project"
    _ = try directory.write(
      "#include \"Generated.xcconfig\"\n", to: "Project/Flutter/Release.xcconfig")
    _ = try directory.write(
      "Pod::Spec.new do |s|\n  s.name = 'Flutter'\n  s.vendored_frameworks = 'path/to/nothing'\nend\n",
      to: "Project/Flutter/Flutter.podspec")
    _ = try directory.write(
      "Pod::Spec.new do |s|\n  s.source_files = 'Classes/**/*'\nend\n",
      to: "Project/.symlinks/plugins/maps/ios/maps.podspec")
    _ = try directory.write(
      "@interface MapsPlugin : NSObject\n@end\n",
      to: "Project/.symlinks/plugins/maps/ios/Classes/MapsPlugin.h")
    _ = try directory.write(
      "PODS:\n  - Flutter (1.0.0)\n  - maps (0.0.1):\n    - Flutter\n\nEXTERNAL SOURCES:\n"
        + "  Flutter:\n    :path: Flutter\n  maps:\n    :path: \".symlinks/plugins/maps/ios\"\n",
      to: "Project/Podfile.lock")
    let project = try Project.load(at: root + "/Fixture.xcodeproj")
    let linked = project.target(named: "PhoneApp")?.linked ?? []
    let flutter = try #require(linked.first { $0.name == "Flutter" })
    #expect(flutter.isPodspecFolder(root + "/Flutter"))
    #expect(flutter.declarationFiles() == nil)
    // A plugin's folder, podspec and code, is read.
    let maps = try #require(linked.first { $0.name == "maps" })
    #expect(
      maps.declarationFiles()?.files == [root + "/.symlinks/plugins/maps/ios/Classes/MapsPlugin.h"])
  }
}
