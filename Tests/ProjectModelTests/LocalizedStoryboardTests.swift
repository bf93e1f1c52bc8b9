import Foundation
import SegueTestSupport
import Testing

@testable import ProjectModel

/// A storyboard localized as whole files, one per language and none in `Base.lproj`, is read
/// by its development language's file. GeoLicious keeps `de.lproj` and `en.lproj` copies of
/// its storyboards with English as development region: read by the first name sorted, German,
/// the English copy's scene of a class no source declares went unreported.
@Suite struct LocalizedStoryboardTests {
  static let baseReference =
    "F10000000000000000000001 /* Base */ = {isa = PBXFileReference; "
    + "lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; "
    + "sourceTree = \"<group>\"; };"

  /// PhoneApp of Tests/Fixtures/Project with its `Main.storyboard` as `de.lproj` and `en.lproj`
  /// files (the Base file too when `keepBase`) and the project's `developmentRegion` as
  /// `region`: the storyboard the target is read with.
  static func mainStoryboard(region: String, keepBase: Bool = false) throws -> String {
    let references = ["de", "en"].enumerated().map { index, language in
      "FA000000000000000000000\(index + 1) /* \(language) */ = {isa = PBXFileReference; "
        + "lastKnownFileType = file.storyboard; name = \(language); "
        + "path = \(language).lproj/Main.storyboard; sourceTree = \"<group>\"; };"
    }
    let children =
      (keepBase ? "F10000000000000000000001 /* Base */,\n" : "")
      + "FA0000000000000000000001 /* de */,\nFA0000000000000000000002 /* en */,"
    let directory = try FixtureCopy.make { text in
      text.replacingOccurrences(
        of: baseReference, with: ([baseReference] + references).joined(separator: "\n")
      )
      .replacingOccurrences(of: "F10000000000000000000001 /* Base */,", with: children)
      .replacingOccurrences(
        of: "developmentRegion = en;", with: "developmentRegion = \(region);")
    }
    defer { directory.remove() }
    let folder = directory.path + "/Project/PhoneApp/"
    for language in ["de", "en"] {
      try FileManager.default.createDirectory(
        atPath: folder + language + ".lproj", withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        atPath: folder + "Base.lproj/Main.storyboard",
        toPath: folder + language + ".lproj/Main.storyboard")
    }
    let project = try Project.load(at: directory.path + "/Project")
    let target = try #require(project.target(named: "PhoneApp"))
    let main = try #require(target.storyboards.first { $0.hasSuffix("/Main.storyboard") })
    return main.components(separatedBy: "/PhoneApp/").last ?? main
  }

  @Test func theDevelopmentLanguagesFileIsRead() throws {
    #expect(try Self.mainStoryboard(region: "en") == "en.lproj/Main.storyboard")
  }

  /// Projects from before Xcode 10 name the region in English.
  @Test func anOldStyleRegionNameIsItsLanguageCode() throws {
    #expect(try Self.mainStoryboard(region: "English") == "en.lproj/Main.storyboard")
    #expect(try Self.mainStoryboard(region: "German") == "de.lproj/Main.storyboard")
  }

  @Test func theBaseFileStillComesFirst() throws {
    #expect(try Self.mainStoryboard(region: "en", keepBase: true) == "Base.lproj/Main.storyboard")
  }

  /// A region no file is localized for leaves the first by name.
  @Test func anotherRegionLeavesTheFirstByName() throws {
    #expect(try Self.mainStoryboard(region: "fr") == "de.lproj/Main.storyboard")
  }
}
