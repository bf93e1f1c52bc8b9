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

  init() {
    super.init(name: "JobListViewController")
    addUnwindAction("unwindToJobList:") { [unowned self] in unwindToJobList($0) }
  }

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

  func unwindToJobList(_ segue: HeadlessSegue) {
    if let editor = segue.source as? JobEditorViewController, let job = editor.savedJob {
      jobs.append(job)
    } else if let editor = segue.source as? AddPaycheckViewController,
      let paycheck = editor.savedPaycheck, let index = editor.jobIndex, jobs.indices.contains(index)
    {
      jobs[index].paychecks.append(paycheck)
    }
  }
}

final class JobEditorViewController: HeadlessController, SegueHandler {
  enum SegueIdentifier: String, CaseIterable {
    case saveJob = "SaveJob"
    case cancelJob = "CancelJob"
  }

  var job: Job?
  /// The name field's text.
  var nameText = ""
  private(set) var savedJob: Job?

  init() { super.init(name: "JobEditorViewController") }

  override func prepare(for segue: HeadlessSegue, sender: Any?) {
    switch segueIdentifier(for: segue) {
    case .saveJob:
      var edited = job ?? Job(employer: "")
      edited.employer = nameText
      savedJob = edited
    case .cancelJob:
      savedJob = nil
    }
  }
}

final class AddPaycheckViewController: HeadlessController, SegueHandler {
  enum SegueIdentifier: String, CaseIterable {
    case savePaycheck = "SavePaycheck"
    case cancelPaycheck = "CancelPaycheck"
  }

  var jobIndex: Int?
  /// The amount field's text.
  var amountText = ""
  private(set) var savedPaycheck: Int?

  init() { super.init(name: "AddPaycheckViewController") }

  override func prepare(for segue: HeadlessSegue, sender: Any?) {
    switch segueIdentifier(for: segue) {
    case .savePaycheck:
      savedPaycheck = Int(amountText)
    case .cancelPaycheck:
      savedPaycheck = nil
    }
  }
}

final class PaycheckListViewController: HeadlessController {
  var job: Job?

  init() { super.init(name: "PaycheckListViewController") }
}

extension StoryboardReplay {
  /// Examples/Finance/Main.storyboard with the stand-ins above.
  static func finance() throws -> StoryboardReplay {
    StoryboardReplay(
      storyboard: try ExampleStoryboard.load(app: "Finance"),
      factories: [
        "JobListViewController": { JobListViewController() },
        "JobEditorViewController": { JobEditorViewController() },
        "AddPaycheckViewController": { AddPaycheckViewController() },
        "PaycheckListViewController": { PaycheckListViewController() },
      ])
  }
}
