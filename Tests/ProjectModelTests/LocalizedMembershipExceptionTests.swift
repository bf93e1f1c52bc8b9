import Foundation
import SegueTestSupport
import Testing

@testable import ProjectModel

/// A synchronized folder's exception set names a localized file by the path without its
/// `.lproj` folder: Xcode 15 wrote `/Localized/Share.storyboard`, Xcode 16 writes
/// `"/Localized: Share.storyboard"`. WXYC's app leaves its share extension's storyboard out so,
/// and the second form was not read: the storyboard was the app's, and its controller, which
/// only the extension compiles, a false custom-class-not-found.
@Suite struct LocalizedMembershipExceptionTests {
  /// The smallest storyboard a project may list.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="1" targetRuntime="iOS.CocoaTouch" useAutolayout="YES"><scenes/></document>

    """

  /// The fixture's target `Generated` with `Base.lproj/Share.storyboard` in its folder and its
  /// exception set naming it as `spelled`.
  static func generated(naming spelled: String?) throws -> Target {
    let directory = try FixtureCopy.make { text in
      guard let spelled else { return text }
      return text.replacingOccurrences(
        of: "membershipExceptions = (\n\t\t\t\tExcluded.swift,\n",
        with: "membershipExceptions = (\n\t\t\t\tExcluded.swift,\n\t\t\t\t\(spelled),\n")
    }
    defer { directory.remove() }
    let localized = directory.path + "/Project/Generated/Base.lproj"
    try FileManager.default.createDirectory(atPath: localized, withIntermediateDirectories: true)
    try Self.storyboard.write(
      toFile: localized + "/Share.storyboard", atomically: true, encoding: .utf8)
    let project = try Project.load(at: directory.path + "/Project")
    return try #require(project.target(named: "Generated"))
  }

  static func hasShare(_ target: Target) -> Bool {
    target.storyboards.contains { $0.hasSuffix("Generated/Base.lproj/Share.storyboard") }
  }

  @Test func aLocalizedFileNamedEitherWayIsLeftOut() throws {
    #expect(Self.hasShare(try Self.generated(naming: nil)))
    #expect(!Self.hasShare(try Self.generated(naming: "\"/Localized/Share.storyboard\"")))
    #expect(!Self.hasShare(try Self.generated(naming: "\"/Localized: Share.storyboard\"")))
  }

  @Test func anotherLocalizedFileStaysIn() throws {
    #expect(Self.hasShare(try Self.generated(naming: "\"/Localized: Other.storyboard\"")))
  }
}
