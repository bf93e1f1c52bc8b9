import Foundation
import Testing

/// FinanceNavigationTests agrees with what it stands for: its stand-ins keep the identifiers
/// of Finance's own enums, and the simulator's article shows it as it is.
@Suite struct FinanceTestAgreementTests {
  /// The text of a file at `path` from the package's root.
  func file(_ path: String) throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func theStandInsDeclareTheIdentifiersOfFinancesSources() throws {
    let jobList = try file("Examples/Finance/Sources/JobListViewController.swift")
    for identifier in JobListViewController.SegueIdentifier.allCases {
      #expect(jobList.contains("case \(identifier) = \"\(identifier.rawValue)\""))
    }
    let addPaycheck = try file("Examples/Finance/Sources/AddPaycheckViewController.swift")
    for identifier in AddPaycheckViewController.SegueIdentifier.allCases {
      #expect(addPaycheck.contains("case \(identifier) = \"\(identifier.rawValue)\""))
    }
  }

  @Test func theArticleShowsTheTestAsItIs() throws {
    let article = try file(
      "Sources/StoryboardSimulator/StoryboardSimulator.docc/TestingNavigation.md")
    let test = try file("Examples/Tests/FinanceNavigationTests.swift")
    let blocks = article.components(separatedBy: "```swift\n").dropFirst()
      .compactMap { $0.components(separatedBy: "```\n").first }
    #expect(blocks.contains(test))
  }
}
