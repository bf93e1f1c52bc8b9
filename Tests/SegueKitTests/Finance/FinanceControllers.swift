import HeadlessNavigation
import SegueKit

// Headless stand-ins for Examples/Finance's controllers: the same names, the same
// SegueIdentifier enums and the same prepare(for:sender:) decisions, written against
// HeadlessController instead of UIKit. The table view is reduced to a selected row.

struct Job: Hashable {
  var employer: String
  var paychecks: [Int] = []
}

final class JobListViewController: HeadlessController, SegueHandler {
  enum SegueIdentifier: String, CaseIterable {
    case showJobEditor = "ShowJobEditor"
    case showAddPaycheck = "ShowAddPaycheck"
    case showAllPaychecks = "ShowAllPaychecks"
  }

  var jobs = [Job(employer: "Acme Corporation")]
  var selectedRow: Int?

  init() { super.init(name: "JobListViewController") }

  override func prepare(for segue: HeadlessSegue, sender: Any?) {
    switch segueIdentifier(for: segue) {
    case .showJobEditor:
      let editor = destination(
        of: segue, as: JobEditorViewController.self, presentation: .currentContextOnPad)
      editor.job = Job(employer: "")
    case .showAddPaycheck:
      let editor = destination(
        of: segue, as: AddPaycheckViewController.self, presentation: .currentContextOnPad)
      editor.jobIndex = selectedRow
    case .showAllPaychecks:
      let list = destination(of: segue, as: PaycheckListViewController.self)
      if let selectedRow { list.job = jobs[selectedRow] }
    }
  }
}

final class JobEditorViewController: HeadlessController, SegueHandler {
  enum SegueIdentifier: String, CaseIterable {
    case saveJob = "SaveJob"
    case cancelJob = "CancelJob"
  }

  var job: Job?

  init() { super.init(name: "JobEditorViewController") }
}

final class AddPaycheckViewController: HeadlessController, SegueHandler {
  enum SegueIdentifier: String, CaseIterable {
    case savePaycheck = "SavePaycheck"
    case cancelPaycheck = "CancelPaycheck"
  }

  var jobIndex: Int?

  init() { super.init(name: "AddPaycheckViewController") }
}

final class PaycheckListViewController: HeadlessController {
  var job: Job?

  init() { super.init(name: "PaycheckListViewController") }
}

extension HeadlessStoryboard {
  /// Examples/Finance/Main.storyboard with the stand-ins above.
  static func finance() throws -> HeadlessStoryboard {
    HeadlessStoryboard(
      storyboard: try ExampleStoryboard.load(app: "Finance"),
      factories: [
        "JobListViewController": { JobListViewController() },
        "JobEditorViewController": { JobEditorViewController() },
        "AddPaycheckViewController": { AddPaycheckViewController() },
        "PaycheckListViewController": { PaycheckListViewController() },
      ])
  }
}
