import SegueKit
import UIKit

/// The secondary column: one entry, with a + button whose popover menu adds notes and reminders.
final class DetailViewController: UIViewController, SegueHandler {
  /// The identifiers of the segues leaving this scene in Main.storyboard.
  enum SegueIdentifier: String, CaseIterable {
    case showMenu = "ShowMenu"
  }

  @IBOutlet weak var messageLabel: UILabel?

  /// The entry shown, set by the master list.
  var entry: String? {
    didSet { title = entry }
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    switch segueIdentifier(for: segue) {
    case .showMenu:
      destination(of: segue, as: MenuViewController.self).relatedEntry = entry
    }
  }
}
