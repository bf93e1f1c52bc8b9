import SegueKit
import UIKit

/// Edits a new job; Save and Cancel unwind to the job list.
final class JobEditorViewController: UIViewController, SegueHandler {
  /// The identifiers of the unwind segues leaving this scene in Main.storyboard.
  enum SegueIdentifier: String, CaseIterable {
    case saveJob = "SaveJob"
    case cancelJob = "CancelJob"
  }

  @IBOutlet weak var nameField: UITextField?

  /// The job being edited, set by the job list.
  var job: Job?
  /// The job to add, set when the user saves.
  private(set) var savedJob: Job?

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    switch segueIdentifier(for: segue) {
    case .saveJob:
      var edited = job ?? Job(employer: "")
      edited.employer = nameField?.text ?? ""
      savedJob = edited
    case .cancelJob:
      savedJob = nil
    }
  }
}
