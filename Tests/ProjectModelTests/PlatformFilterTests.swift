import Foundation
import SegueTestSupport
import Testing

@testable import ProjectModel

/// A build file filtered to some platforms of a multi-platform target is built only for those:
/// Provenance's iOS apps list its tvOS storyboards with `platformFilters = (tvos, );`, and read
/// for iOS their tvOS-only classes seemed declared by no source.
@Suite struct PlatformFilterTests {
  static let storyboard =
    "B10000000000000000000003 /* Main.storyboard in Resources */ = {"
    + "isa = PBXBuildFile; fileRef = V10000000000000000000001 /* Main.storyboard */; "
  static let source =
    "B10000000000000000000002 /* Platform.swift in Sources */ = {"
    + "isa = PBXBuildFile; fileRef = F40000000000000000000001 /* Platform.swift */; "

  /// PhoneApp (iOS) of Tests/Fixtures/Project, its storyboard and source build files given
  /// `storyboardFilter` and `sourceFilter`.
  static func phoneApp(storyboardFilter: String, sourceFilter: String) throws -> Target {
    let directory = try FixtureCopy.make { text in
      text.replacingOccurrences(of: storyboard, with: storyboard + storyboardFilter)
        .replacingOccurrences(of: source, with: source + sourceFilter)
    }
    defer { directory.remove() }
    let project = try Project.load(at: directory.path + "/Project")
    return try #require(project.target(named: "PhoneApp"))
  }

  /// The paths below the copy's `Project/` folder (each copy is its own temporary folder).
  static func relative(_ paths: [String]) -> [String] {
    paths.map { $0.components(separatedBy: "/Project/").last ?? $0 }
  }

  @Test func aFileFilteredToAnotherPlatformIsNotTheTargets() throws {
    let unfiltered = try Self.phoneApp(storyboardFilter: "", sourceFilter: "")
    #expect(unfiltered.platform == .iOS)
    #expect(unfiltered.storyboards.contains { $0.hasSuffix("PhoneApp/Base.lproj/Main.storyboard") })
    #expect(unfiltered.sources.contains { $0.hasSuffix("/Platform.swift") })

    let filtered = try Self.phoneApp(
      storyboardFilter: "platformFilters = (tvos, ); ", sourceFilter: "platformFilter = macos; ")
    #expect(!filtered.storyboards.contains { $0.hasSuffix("PhoneApp/Base.lproj/Main.storyboard") })
    #expect(!filtered.sources.contains { $0.hasSuffix("/Platform.swift") })
    #expect(filtered.storyboards.count == unfiltered.storyboards.count - 1)
  }

  @Test func aFileFilteredToItsTargetsPlatformIsKept() throws {
    let unfiltered = try Self.phoneApp(storyboardFilter: "", sourceFilter: "")
    let kept = try Self.phoneApp(
      storyboardFilter: "platformFilters = (ios, tvos, ); ", sourceFilter: "platformFilter = ios; ")
    #expect(Self.relative(kept.storyboards) == Self.relative(unfiltered.storyboards))
    #expect(Self.relative(kept.sources) == Self.relative(unfiltered.sources))
  }
}

/// Xcode 16 filters a synchronized folder's file per platform in the target's exception set
/// (`platformFiltersByRelativePath`), as a build file's `platformFilters` do.
@Suite struct SynchronizedPlatformFilterTests {
  static let exceptions = "membershipExceptions = (\n\t\t\t\tExcluded.swift,\n\t\t\t);"

  /// The fixture's iOS target `Generated`, whose files come from a synchronized folder, with
  /// `filters` added to its exception set.
  static func generated(filters: String) throws -> Target {
    let directory = try FixtureCopy.make { text in
      text.replacingOccurrences(of: exceptions, with: exceptions + filters)
    }
    defer { directory.remove() }
    let project = try Project.load(at: directory.path + "/Project")
    return try #require(project.target(named: "Generated"))
  }

  @Test func aFolderFileFilteredToAnotherPlatformIsNotTheTargets() throws {
    let unfiltered = try Self.generated(filters: "")
    #expect(unfiltered.platform == .iOS)
    #expect(unfiltered.storyboards.contains { $0.hasSuffix("Generated/Main.storyboard") })
    #expect(unfiltered.sources.contains { $0.hasSuffix("Generated/GeneratedViewController.swift") })

    let filtered = try Self.generated(
      filters: " platformFiltersByRelativePath = { Main.storyboard = (macos, ); "
        + "GeneratedViewController.swift = (tvos, watchos, ); };")
    #expect(!filtered.storyboards.contains { $0.hasSuffix("Generated/Main.storyboard") })
    #expect(!filtered.sources.contains { $0.hasSuffix("Generated/GeneratedViewController.swift") })
    #expect(filtered.storyboards.count == unfiltered.storyboards.count - 1)

    let kept = try Self.generated(
      filters: " platformFiltersByRelativePath = { Main.storyboard = (ios, macos, ); };")
    #expect(
      PlatformFilterTests.relative(kept.storyboards)
        == PlatformFilterTests.relative(unfiltered.storyboards))
  }
}
