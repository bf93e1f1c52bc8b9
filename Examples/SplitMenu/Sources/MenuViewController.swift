import SegueKit
import UIKit

/// The popover menu. Its rows' segues are PushDetailSegue (custom class, module SegueKit): they
/// dismiss this popover and push onto the detail column's navigation controller.
final class MenuViewController: UITableViewController, SegueHandler {
  /// The identifiers of the segues leaving this scene in Main.storyboard.
  enum SegueIdentifier: String, CaseIterable {
    case newNote = "NewNote"
    case newReminder = "NewReminder"
  }

  /// The entry the detail column showed when the menu opened.
  var relatedEntry: String?

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    switch segueIdentifier(for: segue) {
    case .newNote:
      destination(of: segue, as: NoteViewController.self).relatedEntry = relatedEntry
    case .newReminder:
      destination(of: segue, as: ReminderViewController.self).relatedEntry = relatedEntry
    }
  }
}
