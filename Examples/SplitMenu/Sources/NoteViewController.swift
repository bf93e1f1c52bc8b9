import UIKit

/// A new note, pushed onto the detail column by the menu.
final class NoteViewController: UIViewController {
  /// The entry the note belongs to.
  var relatedEntry: String?
}
