import Foundation
import SegueMigrator
import SegueTestSupport
import StoryboardKit
import Testing

/// `segue migrate`'s rewrites on the fixture app: the migrated text and the report of what was
/// left are golden files; a second run changes nothing.
@Suite struct MigrationTests {
  @Test(arguments: MigrationFixture.sourceNames)
  func migratedFileMatchesItsGolden(name: String) throws {
    let migration = try MigrationFixture.migrate(name, with: MigrationFixture.migrator())
    #expect(migration.refusal == nil)
    Snapshot.assertMatches(migration.migrated, "App/" + name)
    let report = migration.leftovers.map(\.xcodeDescription).joined(separator: "\n")
    Snapshot.assertMatches(report + "\n", "App/" + name + ".left.txt")
  }

  @Test func literalCallSitesAreRewritten() throws {
    let migration = try MigrationFixture.migrate(
      "ListViewController.swift", with: MigrationFixture.migrator())
    let text = migration.migrated
    #expect(text.contains("performSegue(.showDetail, sender: sender)  // keep me"))
    #expect(text.contains("self.performSegue(\n      .showSettings,\n      sender: nil)"))
    #expect(text.contains("let detail = StoryboardScene.Main.detail.instantiate()\n"))
    #expect(text.contains("let other = StoryboardScene.Other.initialScene.instantiate()\n"))
    #expect(text.contains("let shared = StoryboardScene.Other.shared.instantiate()\n"))
    #expect(text.contains("let main = StoryboardScene.Main.initialScene.instantiate()\n"))
    #expect(migration.rewritten(.performSegue) == 4)
    #expect(migration.literal(.performSegue) == 4)
    #expect(migration.left(.performSegue) == 4)
    #expect(
      text.contains("let uncast = StoryboardScene.Main.detail.instantiate() as UIViewController?\n")
    )
    #expect(migration.rewritten(.scene) == 4)
    #expect(migration.left(.scene) == 2)
    #expect(migration.rewritten(.initialScene) == 2)
  }

  @Test func theAppsOwnConstantsAreRewrittenAndCountedApart() throws {
    let migration = try MigrationFixture.migrate(
      "ListViewController.swift", with: MigrationFixture.migrator())
    let text = migration.migrated
    #expect(
      text.contains("    performSegue(.showDetail, sender: nil)\n    performSegue(.showSettings"))
    #expect(
      !text.contains("    performSegue(withIdentifier: Segues")
        && !text.contains("Route.settings.rawValue,"))
    #expect(
      text.contains("let detail = StoryboardScene.Main.detail.instantiate()\n    _ = detail\n"))
    // 3 calls, a switch whose labels name constants, a comparison with one.
    #expect(migration.edits.count { $0.throughConstant } == 5)
    // Left for another reason, a site through a constant says so and is no literal one.
    #expect(
      migration.leftovers.contains {
        $0.message.hasSuffix(
          "whose class is not known here (its identifier is one of the app's constants).")
      })
    // A variable (a parameter) is still no constant.
    #expect(text.contains("performSegue(withIdentifier: name, sender: nil)"))
  }

  @Test func constantsAsCaseLabelsAndComparedAreRewritten() throws {
    let migration = try MigrationFixture.migrate(
      "ListViewController.swift", with: MigrationFixture.migrator())
    let text = migration.migrated
    // The private struct's constant and the enum's raw value, beside a literal.
    #expect(
      text.contains(
        """
            guard segue.identifier != nil else { return }
            switch typedSegue(for: segue) {
            case .showSettings?:
              print("settings")
            case .showSettings?, .showDetail?:
        """))
    #expect(
      text.contains("if case .showDetail? = typedSegue(for: segue) {\n      print(\"detail\")"))
    #expect(!text.contains("case SegueNames.settings") && !text.contains("== Segues.showDetail"))
  }

  @Test func aDeclaredTypeIsTheContextOfTheGenericCall() throws {
    let migration = try MigrationFixture.migrate(
      "Controllers.swift", with: MigrationFixture.migrator())
    #expect(
      migration.migrated.contains(
        "let inferred: SharedViewController = StoryboardScene.Other.shared.instantiate()\n"))
    #expect(
      migration.leftovers.contains {
        $0.message.contains(
          "declared as OtherViewController, but the scene is a SharedViewController")
      })
  }

  @Test func everythingButTheEditsStaysByteForByte() throws {
    let migration = try MigrationFixture.migrate(
      "ListViewController.swift", with: MigrationFixture.migrator())
    let original = Array(migration.original.utf8)
    var migrated = Array(migration.migrated.utf8)
    // Undone in order, each edit sits at its original offset, since all before it are undone.
    for edit in migration.edits {
      let end = edit.start + edit.replacement.utf8.count
      #expect(Array(migrated[edit.start..<end]) == Array(edit.replacement.utf8))
      migrated.replaceSubrange(edit.start..<end, with: original[edit.start..<edit.end])
    }
    #expect(!migration.edits.isEmpty)
    #expect(migrated == original)
  }

  @Test(arguments: MigrationFixture.sourceNames)
  func aSecondRunChangesNothing(name: String) throws {
    let migrator = try MigrationFixture.migrator()
    let first = try MigrationFixture.migrate(name, with: migrator)
    let second = migrator.migrate(path: first.path, text: first.migrated)
    #expect(second.edits.isEmpty)
    #expect(second.migrated == first.migrated)
  }
}
