import Foundation
import SegueDiagnostics
import SegueTestSupport
import SourceIndex
import Testing

@testable import ProjectModel

/// A Flutter app's Podfile reads `Flutter/Generated.xcconfig`, which `flutter pub get` writes,
/// and stops `pod install` without it ("make sure flutter pub get is executed first";
/// CoronaVirusTrackerFlutter): the notes said to run `pod install` alone, and that the plugin
/// registrant, which `flutter pub get` writes too, was made by a build phase or its author.
@Suite struct FlutterPodfileTests {
  /// The lines of Flutter's Podfile templates that read its generated settings.
  static let podfile = """
    def flutter_root
      generated_xcode_build_settings_path = File.expand_path(File.join('..', 'Flutter', \
    'Generated.xcconfig'), __FILE__)
    end
    require File.expand_path(File.join('packages', 'flutter_tools', 'bin', 'podhelper'), \
    flutter_root)
    target 'PhoneApp' do
      flutter_install_all_ios_pods File.dirname(File.realpath(__FILE__))
    end

    """

  @Test func theMissingPodsNoteSaysToRunFlutterPubGetFirst() throws {
    let directory = try FixtureCopy.make {
      $0.replacingOccurrences(
        of: "path = App.xcconfig; sourceTree = \"<group>\";",
        with: "path = \"Pods/Target Support Files/Pods-PhoneApp/Pods-PhoneApp.release.xcconfig\"; "
          + "sourceTree = SOURCE_ROOT;")
    }
    defer { directory.remove() }
    let root = directory.path + "/Project"
    let before = try Project.load(at: root).diagnostics.first {
      $0.errorID == Project.missingPodsID
    }
    #expect(before?.message.hasSuffix("run `pod install` to have them read.") == true)
    _ = try directory.write(Self.podfile, to: "Project/Podfile")
    let note = try Project.load(at: root).diagnostics.first { $0.errorID == Project.missingPodsID }
    #expect(
      note?.message.hasSuffix(
        "run `flutter pub get` and then `pod install` to have them read.") == true)
  }

  @Test func aMissingIgnoredPluginRegistrantIsSaidToBeFlutters() throws {
    let directory = try FixtureCopy.make {
      $0.replacingOccurrences(
        of: "F10000000000000000000003 /* AppDelegate.swift */ = {isa = PBXFileReference; "
          + "lastKnownFileType = sourcecode.swift; path = AppDelegate.swift;",
        with: "F10000000000000000000003 /* AppDelegate.swift */ = {isa = PBXFileReference; "
          + "lastKnownFileType = sourcecode.c.objc; path = GeneratedPluginRegistrant.m;")
    }
    defer { directory.remove() }
    _ = try directory.write("GeneratedPluginRegistrant.*\n", to: ".gitignore")
    try FileManager.default.createDirectory(
      atPath: directory.path + "/.git", withIntermediateDirectories: false)
    let messages = try Project.load(at: directory.path + "/Project").diagnostics.map(\.message)
    #expect(
      messages.contains(
        "The file 'PhoneApp/GeneratedPluginRegistrant.m' of target 'PhoneApp' is missing, and "
          + "the repository's .gitignore keeps it out of every checkout (made by Flutter's "
          + "`flutter pub get`): what it declares is not read."))
  }

  @Test func aPodfileWithoutFlutterIsInstalledWithPodInstallAlone() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    _ = try directory.write("target 'App' do\n  pod 'Absent'\nend\n", to: "ios/Podfile")
    let code = LinkedCode(
      kind: .pod, name: "Absent", origin: "Podfile",
      candidates: [directory.path + "/ios/Pods/Absent"])
    #expect(FlutterPodfile.installCommand(for: code) == "`pod install`")
    _ = try directory.write(Self.podfile, to: "ios/Podfile")
    #expect(FlutterPodfile.installCommand(for: code) == "`flutter pub get` and then `pod install`")
    // A plugin's pod, four folders below the Podfile.
    let plugin = LinkedCode(
      kind: .pod, name: "maps", origin: "Podfile.lock",
      candidates: [directory.path + "/ios/.symlinks/plugins/maps/ios"])
    #expect(
      FlutterPodfile.installCommand(for: plugin) == "`flutter pub get` and then `pod install`")
  }
}
