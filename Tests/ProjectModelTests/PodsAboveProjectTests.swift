import Foundation
import SegueTestSupport
import SourceIndex
import Testing

@testable import ProjectModel

/// BlogQuest's Podfile sits above its project (`project 'BlogQuest/BlogQuest.xcodeproj'`), so
/// CocoaPods installs `Pods/` and writes `Podfile.lock` beside the Podfile, and the xcconfig
/// says `PODS_ROOT = ${SRCROOT}/../Pods`. Pods were looked for beside the project only: the
/// committed pods were one unknown pod 'Pods', "not on disk", and their code was not read.
@Suite struct PodsAboveProjectTests {
  @Test func podsInstalledAboveTheProjectAreFoundWherePodsRootSays() throws {
    let xcconfig = "Pods/Target Support Files/Pods-PhoneApp/Pods-PhoneApp.release.xcconfig"
    let directory = try FixtureCopy.make {
      $0.replacingOccurrences(of: "path = App.xcconfig;", with: "path = \"../../\(xcconfig)\";")
    }
    defer { directory.remove() }
    _ = try directory.write(
      "PODS_ROOT = ${SRCROOT}/../Pods\nOTHER_LDFLAGS = $(inherited) -ObjC -l\"SDWebImage\"\n",
      to: xcconfig)
    _ = try directory.write("// SDWebImage\n", to: "Pods/SDWebImage/SDWebImage.h")
    try FileManager.default.createDirectory(
      atPath: directory.path + "/Pods/Target Support Files/SDWebImage",
      withIntermediateDirectories: true)
    _ = try directory.write(
      "PODS:\n  - SDWebImage (3.7.1)\n  - Spectacles (1.0.1)\n", to: "Podfile.lock")
    let project = try Project.load(at: directory.path + "/Project/Fixture.xcodeproj")
    let pods = (project.target(named: "PhoneApp")?.linked ?? []).filter { $0.kind == .pod }
    #expect(pods.map(\.name) == ["SDWebImage"])
    #expect(pods.map(\.origin) == ["OTHER_LDFLAGS of the Pods xcconfig"])
    #expect(pods.first?.candidates == [directory.path + "/Pods/SDWebImage"])
  }

  /// A development pod's `:path:` is relative to the Podfile, which here is above the project:
  /// it was taken from the project's folder, and the pod was "not on disk".
  @Test func aDevelopmentPodAboveTheProjectIsReadFromThePodfilesFolder() throws {
    let xcconfig = "Pods/Target Support Files/Pods-PhoneApp/Pods-PhoneApp.release.xcconfig"
    let directory = try FixtureCopy.make {
      $0.replacingOccurrences(of: "path = App.xcconfig;", with: "path = \"../../\(xcconfig)\";")
    }
    defer { directory.remove() }
    _ = try directory.write(
      "PODS_ROOT = ${SRCROOT}/../Pods\nOTHER_LDFLAGS = $(inherited) -ObjC -framework \"LocalUI\"\n",
      to: xcconfig)
    try FileManager.default.createDirectory(
      atPath: directory.path + "/Pods/Target Support Files/LocalUI",
      withIntermediateDirectories: true)
    _ = try directory.write(
      "import UIKit\npublic class LocalView: UIView {}\n", to: "LocalUI/Classes/LocalView.swift")
    _ = try directory.write("Pod::Spec.new do |s|\nend\n", to: "LocalUI/LocalUI.podspec")
    _ = try directory.write(
      "PODS:\n  - LocalUI (1.0)\n\nEXTERNAL SOURCES:\n  LocalUI:\n    :path: LocalUI\n",
      to: "Podfile.lock")
    let project = try Project.load(at: directory.path + "/Project/Fixture.xcodeproj")
    let local = try #require(
      project.target(named: "PhoneApp")?.linked.first { $0.kind == .pod && $0.name == "LocalUI" })
    #expect(local.declarationFiles()?.folder == directory.path + "/LocalUI")
  }
}
