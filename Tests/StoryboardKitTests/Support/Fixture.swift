import Foundation

@testable import StoryboardKit

/// The storyboards in `Tests/StoryboardKitTests/Fixtures`, found from this file's path.
enum Fixture {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()
    .appendingPathComponent("Fixtures", isDirectory: true)

  /// The path of the fixture `name`.
  static func path(_ name: String) -> String {
    directory.appendingPathComponent(name).path
  }

  /// The fixture `name`, parsed.
  static func parse(_ name: String) throws -> StoryboardDocument {
    try StoryboardParser.parse(contentsOf: path(name))
  }

  /// The error parsing the fixture `name` gives; nil if it parses.
  static func error(_ name: String) -> StoryboardError? {
    do {
      _ = try StoryboardParser.parse(contentsOf: path(name))
      return nil
    } catch {
      return error
    }
  }

  /// The error parsing `text` gives; nil if it parses.
  static func error(parsing text: String) -> StoryboardError? {
    error(parsing: Array(text.utf8))
  }

  /// The error parsing `bytes` gives; nil if they parse.
  static func error(parsing bytes: [UInt8]) -> StoryboardError? {
    do {
      _ = try StoryboardParser.parse(bytes: bytes, path: "inline.storyboard")
      return nil
    } catch {
      return error
    }
  }
}
