import SegueMigrator
import StoryboardKit
import Testing

/// Files the migrator must leave whole: each named with `path:line:col` and why.
@Suite struct BadInputTests {
  static let call = "    performSegue(withIdentifier: \"showDetail\", sender: nil)\n"

  @Test func aConflictMarkerLeavesTheFileWhole() throws {
    let text =
      "final class ListViewController: UITableViewController {\n  func open() {\n"
      + "<<<<<<< HEAD\n" + Self.call + "=======\n" + Self.call + ">>>>>>> branch\n  }\n}\n"
    let migration = try MigrationFixture.migrator().migrate(path: "List.swift", text: text)
    #expect(migration.edits.isEmpty)
    #expect(migration.migrated == text)
    #expect(
      migration.refusal?.xcodeDescription
        == "List.swift:3:1: error: The file was left unchanged: it has a merge conflict marker; "
        + "resolve the conflict, then migrate it.")
  }

  @Test func unbalancedBracketsLeaveTheFileWhole() throws {
    let text =
      "final class ListViewController: UITableViewController {\n  func open() {\n"
      + Self.call + "}\n"
    let migration = try MigrationFixture.migrator().migrate(path: "List.swift", text: text)
    #expect(migration.edits.isEmpty)
    #expect(
      migration.refusal?.xcodeDescription
        == "List.swift:1:55: error: The file was left unchanged: it does not parse: '{' is "
        + "never closed.")
  }

  @Test func aStrayClosingBracketIsNamed() throws {
    let text = "func f() {\n  g())\n}\n"
    let migration = try MigrationFixture.migrator().migrate(path: "F.swift", text: text)
    #expect(migration.refusal?.location == TextLocation(line: 2, column: 6))
  }

  @Test func anIdentifierNoStoryboardHasIsListed() throws {
    let text =
      "final class ListViewController: UITableViewController {\n  func open() {\n"
      + "    performSegue(withIdentifier: \"nowhere\", sender: nil)\n  }\n}\n"
    let migration = try MigrationFixture.migrator().migrate(path: "List.swift", text: text)
    #expect(migration.migrated == text)
    #expect(
      migration.leftovers.map(\.xcodeDescription) == [
        "List.swift:3:5: note: Left as it is: no storyboard segue of ListViewController has the "
          + "identifier \"nowhere\". [migrate-perform-segue]"
      ])
  }

  @Test func escapedAndInterpolatedLiteralsAreLeft() throws {
    let text =
      "final class ListViewController: UITableViewController {\n  func open(_ n: Int) {\n"
      + "    performSegue(withIdentifier: \"show\\(n)\", sender: nil)\n"
      + "    performSegue(withIdentifier: \"\"\"\nshowDetail\n\"\"\", sender: nil)\n  }\n}\n"
    let migration = try MigrationFixture.migrator().migrate(path: "List.swift", text: text)
    #expect(migration.migrated == text)
    #expect(migration.left(.performSegue) == 2)
  }
}
