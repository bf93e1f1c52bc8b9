import Foundation
import SegueGenerator
import SegueMigrator
import SegueTestSupport
import SourceIndex
import StoryboardKit

/// The fixture app of `Fixtures/App`: its storyboards, its sources and the migrator their
/// generated code's names make.
enum MigrationFixture {
  static let folder = TestPaths.targetFolder(of: #filePath).appendingPathComponent("Fixtures/App")
    .path

  static let storyboards = ["Main.storyboard", "Other.storyboard"].map { folder + "/" + $0 }

  static let sourceNames = [
    "BoundNames.swift", "Controllers.swift", "Legacy.m", "ListViewController.swift",
    "PeerViewController.swift",
  ]

  static func source(_ name: String) throws -> String {
    try String(contentsOfFile: folder + "/Sources/" + name, encoding: .utf8)
  }

  /// SwiftGen's `StoryboardScene` for Other.storyboard alone, as an app may hold it.
  static let swiftGenScenes = TestPaths.targetFolder(of: #filePath)
    .appendingPathComponent("Fixtures/SwiftGen/Storyboards.swift").path

  /// The migrator of the fixture's sources, and of `extraSources` among them.
  static func migrator(extraSources: [String] = []) throws -> SegueMigrator {
    let set = StoryboardSet.load(storyboards)
    let sources = try SourceIndex.load(
      sourceNames.map { folder + "/Sources/" + $0 } + extraSources)
    let generation = SegueGeneration(
      documents: set.documents, options: GeneratorOptions(module: "App", sources: sources))
    // Paths as `migrate(_:with:)` gives them: relative to the fixture.
    let constants = ResolvedConstants(sources) { String($0.dropFirst(folder.count + 1)) }
    return SegueMigrator(
      names: generation.typedNames, constants: constants, hierarchy: sources.hierarchy)
  }

  /// The file named as the report names it, relative to the fixture, so goldens do not hold
  /// the checkout's path.
  static func migrate(_ name: String, with migrator: SegueMigrator) throws -> FileMigration {
    migrator.migrate(path: "Sources/" + name, text: try source(name))
  }
}
