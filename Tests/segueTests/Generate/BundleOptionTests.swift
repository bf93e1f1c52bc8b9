import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// `generate --bundle EXPR`: where `StoryboardScene` finds the storyboards, written as given.
@Suite struct BundleOptionTests {
  private static let storyboards = GenerateFixtures.path("SameName/Localized")

  @Test func theExpressionIsTheTokensBodyAsGiven() {
    let expression =
      #"Bundle(url: Bundle(for: BundleToken.self).url(forResource: "Kit", withExtension: "bundle")!)!"#
    let result = GenerateFixtures.run(["--bundle", expression, Self.storyboards])
    #expect(result.status == .success)
    #expect(
      result.output.contains(
        """
            static var bundle: Bundle {
              // From `segue generate --bundle`, as given.
              \(expression)
            }
        """))
    #expect(!result.output.contains("SWIFT_PACKAGE"))
  }

  @Test func withoutItTheTokenLooksInThePackageOrTheModulesBundle() {
    let result = GenerateFixtures.run([Self.storyboards])
    #expect(result.status == .success)
    #expect(result.output.contains("#if SWIFT_PACKAGE\n        Bundle.module\n      #else"))
  }

  @Test(
    arguments: [
      ("Bundle.main\n}", "it holds a line break"),
      ("Bundle.main // x", "it holds a comment"),
      ("Bundle(for: A.self", "it leaves '(' open"),
    ])
  func anExpressionThatWouldBreakTheFileIsAUsageError(_ expression: String, _ reason: String) {
    let result = GenerateFixtures.run(["--bundle", expression, Self.storyboards])
    #expect(result.status == .usage)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains("The '--bundle' expression"))
    #expect(result.errors.contains(reason))
  }

  @Test func withoutScenesItIsAUsageError() {
    let result = GenerateFixtures.run([
      "--no-scenes", "--bundle", "Bundle.main", Self.storyboards,
    ])
    #expect(result.status == .usage)
    #expect(result.errors.contains("with '--no-scenes' there is none"))
  }

  /// A package with a storyboard in each of two targets, each with an initial scene.
  private static func twoTargets(in directory: TemporaryDirectory) throws -> [String] {
    let storyboard = try String(
      contentsOfFile: storyboards + "/Base.lproj/Main.storyboard", encoding: .utf8)
    _ = try directory.write("// swift-tools-version:5.9\n", to: "Kit/Package.swift")
    return [
      try directory.write(storyboard, to: "Kit/Sources/Onboarding/Onboarding.storyboard"),
      try directory.write(storyboard, to: "Kit/Sources/Settings/Settings.storyboard"),
    ]
  }

  /// One file's BundleToken finds one module's bundle: storyboards of two package targets in
  /// one run are a warning that names both.
  @Test func storyboardsOfTwoPackageTargetsAreAWarning() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let paths = try Self.twoTargets(in: directory)
    let both = GenerateFixtures.run(paths)
    #expect(both.status == .success)
    #expect(
      both.errors.contains("warning: StoryboardScene looks for every storyboard in the bundle"))
    #expect(
      both.errors.contains("module Onboarding ('\(paths[0])'), module Settings ('\(paths[1])')"))
    let one = GenerateFixtures.run([paths[0]])
    #expect(one.status == .success)
    #expect(!one.errors.contains("StoryboardScene looks for"))
    // With --bundle, the run says where the storyboards are.
    let named = GenerateFixtures.run(["--bundle", "Bundle.main"] + paths)
    #expect(!named.errors.contains("StoryboardScene looks for"))
  }
}
