import UIKit

/// A new reminder, pushed onto the detail column by the menu.
final class ReminderViewController: UIViewController {
  /// The entry the reminder belongs to.
  var relatedEntry: String?
}
