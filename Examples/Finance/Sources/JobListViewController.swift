import Foundation
import SegueKit
import UIKit

/// The first screen: the jobs. Selecting one shows its paychecks; + adds a job; Add Paycheck
/// adds a paycheck to the selected job.
final class JobListViewController: UITableViewController, SegueHandler {
  /// The identifiers of the segues leaving this scene in Main.storyboard.
  enum SegueIdentifier: String, CaseIterable {
    case showJobEditor = "ShowJobEditor"
    case showAddPaycheck = "ShowAddPaycheck"
    case showAllPaychecks = "ShowAllPaychecks"
  }

  var jobs = [Job(employer: "Acme Corporation")]

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    jobs.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "JobCell", for: indexPath)
    cell.textLabel?.text = jobs[indexPath.row].employer
    return cell
  }

  /// The Add Paycheck button: the manual segue needs a selected job.
  @IBAction func addPaycheck(_ sender: UIBarButtonItem) {
    guard tableView.indexPathForSelectedRow != nil else { return }
    performSegue(.showAddPaycheck, sender: sender)
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    // Exhaustive: a new identifier in SegueIdentifier is a compile error here until handled.
    switch segueIdentifier(for: segue) {
    case .showJobEditor:
      // The editor sits in a navigation controller; on iPad it covers only this context.
      let editor = destination(
        of: segue, as: JobEditorViewController.self, presentation: .currentContextOnPad)
      editor.job = Job(employer: "")
    case .showAddPaycheck:
      let editor = destination(
        of: segue, as: AddPaycheckViewController.self, presentation: .currentContextOnPad)
      editor.jobIndex = tableView.indexPathForSelectedRow?.row
    case .showAllPaychecks:
      let list = destination(of: segue, as: PaycheckListViewController.self)
      if let row = tableView.indexPathForSelectedRow?.row {
        list.job = jobs[row]
      }
    }
  }

  /// Where the editors' Save and Cancel buttons unwind to.
  @IBAction func unwindToJobList(_ segue: UIStoryboardSegue) {
    if let editor = segue.source as? JobEditorViewController, let job = editor.savedJob {
      jobs.append(job)
    } else if let editor = segue.source as? AddPaycheckViewController,
      let paycheck = editor.savedPaycheck, let index = editor.jobIndex, jobs.indices.contains(index)
    {
      jobs[index].paychecks.append(paycheck)
    }
    tableView.reloadData()
  }
}
