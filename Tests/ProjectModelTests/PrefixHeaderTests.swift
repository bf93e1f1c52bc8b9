import Foundation
import SegueTestSupport
import Testing

@testable import ProjectModel

/// The prefix header `GCC_PREFIX_HEADER` names is compiled into every Objective-C file of the
/// target, so its macros are the target's code: words-ios-app opens its scenes with
/// `STORYBOARD_VIEWCONTROLLER(sb, vc)`, a `storyboardWithName:` of names passed in, defined in
/// its `.pch`. Unread, explore took 66 of its 68 scenes for never opened; read, they are
/// opened from code by names it cannot see, as any such helper's are.
@Suite struct PrefixHeaderTests {
  @Test func theTargetsPrefixHeaderIsAmongItsHeaders() throws {
    let directory = try FixtureCopy.make {
      $0.replacingOccurrences(
        of: "INFOPLIST_FILE = \"$(SRCROOT)/$(TARGET_NAME)/Info.plist\";",
        with: "INFOPLIST_FILE = \"$(SRCROOT)/$(TARGET_NAME)/Info.plist\"; "
          + "GCC_PREFIX_HEADER = \"$(SRCROOT)/$(TARGET_NAME)/Supporting files/Prefix.pch\";")
    }
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    try FileManager.default.createDirectory(
      atPath: folder + "/PhoneApp/Supporting files", withIntermediateDirectories: true)
    try "#define SCENE(sb, vc) [[UIStoryboard storyboardWithName:sb bundle:nil] "
      .appending("instantiateViewControllerWithIdentifier:vc]\n")
      .write(
        toFile: folder + "/PhoneApp/Supporting files/Prefix.pch", atomically: true,
        encoding: .utf8)
    let project = try Project.load(at: folder)
    let phone = try #require(project.target(named: "PhoneApp"))
    #expect(
      phone.headers.map(project.relativePath).contains("PhoneApp/Supporting files/Prefix.pch"))
  }
}
