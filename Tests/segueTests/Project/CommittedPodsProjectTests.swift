import Foundation
import SegueTestSupport
import Testing

@testable import segue

/// ECSlidingViewController's examples, each linted on its own: a target of CocoaPods before
/// 0.34 links the aggregate `libPods.a`, its xcconfig names no pod, and neither Podfile nor lock
/// is committed, only the Pods project, whose pod target compiles the library from the
/// repository's own folder. The classes the storyboard names were "not read", and the note said
/// to run `pod install` where there is no Podfile. The Pods project is read, as a workspace
/// reads it.
@Suite struct CommittedPodsProjectTests {
  /// The fixture's PhoneApp, linking `libPods.a` instead of Kit and naming Kit's controller
  /// with no module, linted alone; with `podsProject`, `Pods/Pods.xcodeproj` builds Kit from
  /// `../Kit`, outside the Pods folder.
  static func lint(podsProject: Bool) throws -> String {
    let copy = try TemporaryDirectory()
    defer { copy.remove() }
    let root = copy.path + "/App"
    try FileManager.default.copyItem(atPath: Snapshot.fixture("Project"), toPath: root)
    let pbxproj = try String(
      contentsOfFile: root + "/Fixture.xcodeproj/project.pbxproj", encoding: .utf8)
    try FileManager.default.removeItem(atPath: root + "/Fixture.xcodeproj/project.pbxproj")
    let app =
      pbxproj
      .replacingOccurrences(of: "path = App.xcconfig;", with: "path = Pods.xcconfig;")
      .replacingOccurrences(
        of: "\t\t\t\tB30000000000000000000003 /* Kit.framework in Frameworks */,\n",
        with: "\t\t\t\tB399999999999999999999PD /* libPods.a in Frameworks */,\n"
      ).replacingOccurrences(
        of: "/* Begin PBXFrameworksBuildPhase section */",
        with: "B399999999999999999999PD /* libPods.a in Frameworks */ = {isa = PBXBuildFile; "
          + "fileRef = P399999999999999999999PD; };\nP399999999999999999999PD = {isa = "
          + "PBXFileReference; path = libPods.a; sourceTree = BUILT_PRODUCTS_DIR; };\n"
          + "/* Begin PBXFrameworksBuildPhase section */"
      ).replacingOccurrences(
        of: "\t\t\t\tD10000000000000000000001 /* PBXTargetDependency */,\n", with: "")
    try copy.write(app, to: "App/Fixture.xcodeproj/project.pbxproj")
    try copy.write(
      "PODS_ROOT = ${SRCROOT}/Pods\nOTHER_LDFLAGS = -ObjC\n", to: "App/Config/Pods.xcconfig")
    let storyboard = root + "/PhoneApp/Base.lproj/Main.storyboard"
    let scenes = try String(contentsOfFile: storyboard, encoding: .utf8)
    try FileManager.default.removeItem(atPath: storyboard)
    try copy.write(
      scenes.replacingOccurrences(
        of: "customClass=\"KitViewController\" customModule=\"Kit\"",
        with: "customClass=\"KitViewController\""),
      to: "App/PhoneApp/Base.lproj/Main.storyboard")
    try copy.write("", to: "App/Pods/Pods.xcconfig")
    if podsProject {
      try copy.write(
        pbxproj.replacingOccurrences(of: "\t\t\tpath = Kit;\n", with: "\t\t\tpath = ../Kit;\n"),
        to: "App/Pods/Pods.xcodeproj/project.pbxproj")
    }
    let captured = CapturedConsole()
    _ = SegueTool.run(["lint", root, "--target", "PhoneApp"], console: captured.console)
    return captured.standardOutput
  }

  @Test func theCommittedPodsProjectIsReadForUnknownPods() throws {
    let without = try Self.lint(podsProject: false)
    #expect(without.contains("'KitViewController' (1)"))
    // No pod is named Pods: the pods no file names are said as such (minimalistic_push, a
    // Flutter app, read "links pod Pods, which was not read").
    #expect(
      without.contains(
        "links the pods CocoaPods installs for it, which were not read. Run `pod install`."))
    let read = try Self.lint(podsProject: true)
    #expect(!read.contains("[linked-code-not-read]"))
    #expect(!read.contains("[custom-class-not-found]"))
    #expect(!read.contains("KitViewController"))
  }
}
