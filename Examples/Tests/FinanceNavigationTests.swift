import Foundation
import StoryboardSimulator
import Testing

// Examples/Finance's controllers subclass UIKit's, which Linux lacks, so this test declares
// stand-ins named like them, with the `SegueIdentifier` enums of Finance's sources. In the
// app's own test target on iOS, delete them and `@testable import Finance`: the tests stay
// the same, and run against the real classes.
final class JobListViewController {
  enum SegueIdentifier: String, CaseIterable {
    case showJobEditor = "ShowJobEditor"
    case showAddPaycheck = "ShowAddPaycheck"
    case showAllPaychecks = "ShowAllPaychecks"
  }
}

final class AddPaycheckViewController {
  enum SegueIdentifier: String, CaseIterable {
    case savePaycheck = "SavePaycheck"
    case cancelPaycheck = "CancelPaycheck"
  }
}

final class PaycheckListViewController {}

/// Finance's navigation, checked with its typed segue identifiers and its classes.
@MainActor
@Suite struct FinanceNavigationTests {
  /// Examples/Finance, found from this file.
  static let finance = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Finance").path

  @Test func addingAPaycheckShowsTheEditorAndCancelComesBack() throws {
    let simulation = try StoryboardSimulator(contentsOf: [Self.finance]).launch()
    #expect(simulation.isShowing(JobListViewController.self))

    try simulation.perform(JobListViewController.SegueIdentifier.showAddPaycheck)
    #expect(simulation.isShowing(AddPaycheckViewController.self))
    #expect(simulation.state.presented == 1)

    try simulation.perform(AddPaycheckViewController.SegueIdentifier.cancelPaycheck)
    #expect(simulation.isShowing(JobListViewController.self))
    #expect(simulation.state.presented == 0)
  }

  @Test func aJobsPaychecksArePushedAndBackReturns() throws {
    let simulation = try StoryboardSimulator(contentsOf: [Self.finance]).launch()
    try simulation.perform(JobListViewController.SegueIdentifier.showAllPaychecks)
    #expect(simulation.isShowing(PaycheckListViewController.self))
    try simulation.perform(.back)
    #expect(simulation.isShowing(JobListViewController.self))
  }

  @Test func aStepListMixesTheEnumsCasesAndOtherSteps() throws {
    let simulation = try StoryboardSimulator(contentsOf: [Self.finance]).launch()
    try simulation.perform([
      .segue(JobListViewController.SegueIdentifier.showAddPaycheck),
      .segue(AddPaycheckViewController.SegueIdentifier.savePaycheck),
      .segue(JobListViewController.SegueIdentifier.showAllPaychecks), .back,
    ])
    #expect(simulation.isShowing(JobListViewController.self))
    #expect(simulation.stepCount == 4)
  }
}
