import Foundation
import SegueGenerator
import SegueTestSupport
import SourceIndex
import StoryboardKit
import Testing

@testable import SegueMigrator

/// A file that an iPhone target and a TV target both compile, each with its own storyboard:
/// only rewrites that build in every target that compiles their place are kept.
@Suite struct SharedFileMigrationTests {
  static func storyboard(_ name: String, scenes: [String]) -> String {
    let body = scenes.map { identifier in
      """
      <scene sceneID="s\(identifier)"><objects><viewController storyboardIdentifier="\(identifier)" \
      id="\(identifier)" customClass="DetailViewController" sceneMemberID="viewController"/>\
      </objects></scene>
      """
    }.joined()
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      targetRuntime="iOS.CocoaTouch"><scenes>\(body)</scenes></document>
      """
  }

  static let shared = """
    import UIKit
    #if os(tvOS)
      import TVServices
    #endif

    final class DetailViewController: UIViewController {}

    final class Loader {
      func both(_ storyboard: UIStoryboard) {
        _ = storyboard.instantiateViewController(withIdentifier: "Detail") as! DetailViewController
      }
      #if os(iOS)
        func phoneOnly(_ storyboard: UIStoryboard) {
          _ = storyboard.instantiateViewController(withIdentifier: "Zoom") as! DetailViewController
        }
      #endif
    }

    """

  func pass(_ name: String, os: String, scenes: [String], in directory: TemporaryDirectory)
    throws -> SharedFileMigration.Pass
  {
    let path = try directory.write(
      Self.storyboard(name, scenes: scenes), to: name + "/" + name + ".storyboard")
    let sources = try SourceIndex.load([directory.path + "/Shared.swift"])
    let generation = SegueGeneration(
      documents: StoryboardSet.load([path]).documents,
      options: GeneratorOptions(module: "App", sources: sources))
    let migrator = SegueMigrator(names: generation.typedNames)
    let conditions = CompilationConditions(
      osName: os, swiftConditions: [], preprocessorDefinitions: [])
    return SharedFileMigration.Pass(
      target: name, migration: migrator.migrate(path: "Shared.swift", text: Self.shared),
      conditions: conditions)
  }

  @Test func onlyWhatBuildsInEveryTargetIsRewritten() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(Self.shared, to: "Shared.swift")
    let phone = try pass("Phone", os: "iOS", scenes: ["Detail", "Zoom"], in: directory)
    let tv = try pass("TV", os: "tvOS", scenes: ["Detail"], in: directory)
    let merged = SharedFileMigration.merged([tv, phone], path: "Shared.swift", text: Self.shared)
    let migrated = merged.migrated
    // The iPhone-only site is the iPhone target's to rewrite; the shared one would name
    // StoryboardScene.Phone in one target and StoryboardScene.TV in the other.
    #expect(migrated.contains("StoryboardScene.Phone.zoom.instantiate()"))
    #expect(migrated.contains(#"instantiateViewController(withIdentifier: "Detail")"#))
    #expect(!migrated.contains("StoryboardScene.TV"))
    #expect(merged.leftovers.map(\.message).contains { $0.contains("would spell it differently") })
    // The import is added outside the TV-only `#if`, where the iPhone target sees it too.
    #expect(migrated.hasPrefix("import UIKit\nimport SegueKit\n#if os(tvOS)"))
  }
}
