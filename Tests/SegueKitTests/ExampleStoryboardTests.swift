import Foundation
import Testing

/// The example storyboards are real Interface Builder documents, and they agree with the
/// example controllers' code.
@Suite struct ExampleStoryboardTests {
  static let apps = ["Finance", "SplitMenu"]

  @Test(arguments: apps)
  func isAnIOSStoryboardDocument(app: String) throws {
    let storyboard = try ExampleStoryboard.load(app: app)
    let attributes = storyboard.documentAttributes
    #expect(attributes["type"] == "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
    #expect(attributes["version"] == "3.0")
    #expect(attributes["targetRuntime"] == "iOS.CocoaTouch")
    let initial = try #require(attributes["initialViewController"])
    #expect(storyboard.scene(controllerID: initial) != nil)
  }

  @Test(arguments: apps)
  func idsAreUniqueAndShapedAsInterfaceBuilderWritesThem(app: String) throws {
    let storyboard = try ExampleStoryboard.load(app: app)
    #expect(Set(storyboard.ids).count == storyboard.ids.count)
    let malformed = storyboard.ids.filter { id in
      let parts = id.split(separator: "-", omittingEmptySubsequences: false)
      let shapeIsRight =
        parts.map(\.count) == [3, 2, 3]
        && parts.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
      return !shapeIsRight
    }
    #expect(malformed.isEmpty)
  }

  @Test(arguments: apps)
  func everySegueLeadsToAControllerOrAnExit(app: String) throws {
    let storyboard = try ExampleStoryboard.load(app: app)
    for scene in storyboard.scenes {
      for segue in scene.segues {
        if segue.kind == "unwind" {
          #expect(storyboard.exitIDs.contains(segue.destination), "segue \(segue.id)")
        } else {
          #expect(storyboard.scene(controllerID: segue.destination) != nil, "segue \(segue.id)")
        }
      }
    }
  }

  /// Each controller's `SegueIdentifier` cases are exactly the identifiers its scene's segues
  /// carry, so an exhaustive `switch segueIdentifier(for:)` handles every segue.
  @Test(arguments: apps)
  func segueIdentifierEnumsMatchTheStoryboard(app: String) throws {
    let storyboard = try ExampleStoryboard.load(app: app)
    let declared = try segueIdentifiersDeclared(in: app)
    #expect(!declared.isEmpty)
    for scene in storyboard.scenes {
      let identifiers = Set(scene.segues.compactMap(\.identifier))
      guard let customClass = scene.customClass else {
        #expect(identifiers.isEmpty)
        continue
      }
      #expect(Set(declared[customClass] ?? []) == identifiers, "\(customClass)")
    }
  }

  @Test(arguments: apps)
  func everyCustomClassIsDeclaredInTheExampleOrInSegueKit(app: String) throws {
    let storyboard = try ExampleStoryboard.load(app: app)
    let sources = try exampleSources(app).joined(separator: "\n")
    for scene in storyboard.scenes {
      guard let customClass = scene.customClass else { continue }
      #expect(sources.contains("final class \(customClass):"), "\(customClass)")
    }
    for segue in storyboard.scenes.flatMap(\.segues) {
      guard let customClass = segue.customClass else { continue }
      #expect(segue.customModule == "SegueKit")
      let adapter = ExampleStoryboard.packageRoot.appendingPathComponent(
        "Sources/SegueKit/UIKit/\(customClass).swift")
      #expect(try String(contentsOf: adapter, encoding: .utf8).contains("class \(customClass):"))
    }
  }

  private func exampleSources(_ app: String) throws -> [String] {
    let folder = ExampleStoryboard.packageRoot.appendingPathComponent("Examples/\(app)/Sources")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      .filter { $0.hasSuffix(".swift") }
      .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
  }

  /// The raw values of each example class's `SegueIdentifier`, read from its source file: the
  /// class's name from `final class Name:`, the raw values from `case name = "Raw"`.
  private func segueIdentifiersDeclared(in app: String) throws -> [String: [String]] {
    var declared: [String: [String]] = [:]
    for source in try exampleSources(app) where source.contains("enum SegueIdentifier") {
      let lines = source.split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard let classLine = lines.first(where: { $0.hasPrefix("final class ") }),
        let name = classLine.dropFirst("final class ".count).split(separator: ":").first
      else { continue }
      declared[String(name)] = lines.filter { $0.hasPrefix("case ") && $0.contains(" = \"") }
        .compactMap { $0.split(separator: "\"").dropFirst().first.map(String.init) }
    }
    return declared
  }
}
