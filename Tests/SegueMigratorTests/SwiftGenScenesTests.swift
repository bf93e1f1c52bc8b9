import SegueMigrator
import StoryboardKit
import Testing

/// An app whose SwiftGen configuration names some of its storyboards: the generated scenes
/// extend SwiftGen's `StoryboardScene` with the others, so a scene of those is rewritten, and
/// one of SwiftGen's storyboards is left to SwiftGen's code.
@Suite struct SwiftGenScenesTests {
  @Test func aStoryboardSwiftGenLacksIsRewrittenAndOneItHasIsLeft() throws {
    let migrator = try MigrationFixture.migrator(extraSources: [MigrationFixture.swiftGenScenes])
    let migration = try MigrationFixture.migrate("ListViewController.swift", with: migrator)
    let text = migration.migrated
    #expect(text.contains("let detail = StoryboardScene.Main.detail.instantiate()\n"))
    #expect(text.contains("let main = StoryboardScene.Main.initialScene.instantiate()\n"))
    // Other is SwiftGen's: its sites stay as they are, each listed.
    #expect(
      text.contains(
        "let other = UIStoryboard(name: \"Other\", bundle: nil).instantiateInitialViewController()"
      ))
    #expect(
      migration.leftovers.contains {
        $0.message
          == "Left as it is: the scenes of storyboard Other are those of the app's own "
          + "StoryboardScene (SwiftGen's?), which the generated code leaves to it."
      })
    // Without SwiftGen's file, Other's scenes are generated and the same site is rewritten.
    let alone = try MigrationFixture.migrate(
      "ListViewController.swift", with: MigrationFixture.migrator())
    #expect(alone.migrated.contains("let other = StoryboardScene.Other.initialScene.instantiate()"))
  }
}
