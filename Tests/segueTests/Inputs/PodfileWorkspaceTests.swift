import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// A folder with no `.xcworkspace` (a fresh clone before `pod install`) whose Podfile names
/// projects besides the one at its top: they are read as the workspace `pod install` writes
/// would hold them (Essentia-iOS: the app's project at the top, its UI gallery app's in
/// `Modules/`).
@Suite struct PodfileWorkspaceTests {
  /// The fixture project at the top, in `Modules/Gallery/` and in `Old/`, and a Podfile that
  /// names the first two (one with its `.xcodeproj` left out) and a project that is not there.
  static func repository() throws -> TemporaryDirectory {
    let directory = try NestedProjectTests.repositoryWithTop(["Modules/Gallery", "Old"])
    try """
    platform :ios, '11.0'
    workspace 'App.xcworkspace'
    target 'PhoneApp' do
      pod 'Alamofire'
    end
    target 'Kit' do
        project 'Modules/Gallery/Fixture'
    end
    target 'Gone' do
      project "Gone/Gone.xcodeproj"
    end
    # project 'Old/Fixture.xcodeproj'
    """.write(toFile: directory.path + "/Podfile", atomically: true, encoding: .utf8)
    return directory
  }

  @Test func theProjectsThePodfileNamesAreReadWithTheOneAtTheTop() throws {
    let directory = try Self.repository()
    defer { directory.remove() }
    let (status, out, err) = NestedProjectTests.run(["explore", directory.path])
    #expect(status == .success)
    #expect(
      err.hasPrefix(
        "note: '\(directory.path)': the workspace that `pod install` writes from its Podfile "
          + "names 2 Xcode projects, so each is read, each target judged on its own: "
          + "Fixture.xcodeproj, Modules/Gallery/Fixture.xcodeproj.\n"))
    // Old/ is not read; only the note on projects below not read names it.
    #expect(
      !err.split(separator: "\n").contains { $0.contains("Old/") && !$0.contains("not read: ") })
    let headings = out.split(separator: "\n").filter { $0.hasPrefix("== target ") }
      .map { $0.split(separator: " ")[2] }
    #expect(headings.contains("Modules/Gallery/Fixture/PhoneApp"))
    #expect(headings.contains("Fixture/PhoneApp"))
  }

  @Test func anAppLinksTheFrameworksOfTheOtherProjectsThePodfileNames() throws {
    let directory = try Self.repository()
    defer { directory.remove() }
    let kits = try WorkspaceTests.linkedKits([directory.path])
    let phone = try #require(kits["Modules/Gallery/Fixture/PhoneApp"])
    #expect(phone.count == 2)
    #expect(!phone.contains { $0.contains("/Old/") })
  }
}
