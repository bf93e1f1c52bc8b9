import Foundation
import SegueTestSupport
import Testing

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
}
