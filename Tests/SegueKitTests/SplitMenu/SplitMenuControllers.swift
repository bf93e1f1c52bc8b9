import HeadlessNavigation
import SegueKit

// Headless stand-ins for Examples/SplitMenu's controllers: the same names, SegueIdentifier
// enums and prepare(for:sender:) decisions, written against HeadlessController.

final class MasterViewController: HeadlessController, SegueHandler {
  enum SegueIdentifier: String, CaseIterable {
    case showEntry = "ShowEntry"
  }

  var entries = ["Groceries", "Trip to Lisbon"]
  var selectedRow: Int?

  init() { super.init(name: "MasterViewController") }

  override func prepare(for segue: HeadlessSegue, sender: Any?) {
    switch segueIdentifier(for: segue) {
    case .showEntry:
      let detail = destination(of: segue, as: DetailViewController.self)
      detail.entry = selectedRow.map { entries[$0] }
    }
  }
}

final class DetailViewController: HeadlessController, SegueHandler {
  enum SegueIdentifier: String, CaseIterable {
    case showMenu = "ShowMenu"
  }

  var entry: String?

  init() { super.init(name: "DetailViewController") }

  override func prepare(for segue: HeadlessSegue, sender: Any?) {
    switch segueIdentifier(for: segue) {
    case .showMenu:
      destination(of: segue, as: MenuViewController.self).relatedEntry = entry
    }
  }
}

final class MenuViewController: HeadlessController, SegueHandler {
  enum SegueIdentifier: String, CaseIterable {
    case newNote = "NewNote"
    case newReminder = "NewReminder"
  }

  var relatedEntry: String?

  init() { super.init(name: "MenuViewController") }

  override func prepare(for segue: HeadlessSegue, sender: Any?) {
    switch segueIdentifier(for: segue) {
    case .newNote:
      destination(of: segue, as: NoteViewController.self).relatedEntry = relatedEntry
    case .newReminder:
      destination(of: segue, as: ReminderViewController.self).relatedEntry = relatedEntry
    }
  }
}

final class NoteViewController: HeadlessController {
  var relatedEntry: String?

  init() { super.init(name: "NoteViewController") }
}

final class ReminderViewController: HeadlessController {
  var relatedEntry: String?

  init() { super.init(name: "ReminderViewController") }
}

extension StoryboardReplay {
  /// Examples/SplitMenu/Main.storyboard with the stand-ins above.
  static func splitMenu() throws -> StoryboardReplay {
    StoryboardReplay(
      storyboard: try ExampleStoryboard.load(app: "SplitMenu"),
      factories: [
        "MasterViewController": { MasterViewController() },
        "DetailViewController": { DetailViewController() },
        "MenuViewController": { MenuViewController() },
        "NoteViewController": { NoteViewController() },
        "ReminderViewController": { ReminderViewController() },
      ])
  }
}
