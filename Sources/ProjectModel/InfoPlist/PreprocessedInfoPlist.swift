import Foundation
import SourceIndex
import StoryboardKit

/// An Info.plist that Xcode runs through the C preprocessor before reading it
/// (`INFOPLIST_PREPROCESS = YES`): its `#if` lines are read with the macros of
/// `INFOPLIST_PREPROCESSOR_DEFINITIONS` and the `#define` lines of `INFOPLIST_PREFIX_HEADER`
/// (``PreprocessedText``). A prefix header that does more than define (an `#include`, an `#if`)
/// makes every other macro unknown, and then both branches of a condition on one are kept: a
/// key in either counts, as an entry point that some build of the target has.
struct PreprocessedInfoPlist {
  /// The macros, and whether they are all there are.
  var definitions: [String: String]
  var complete: Bool

  /// The macros `settings` give the preprocessor; the prefix header's path is relative to
  /// `folder`.
  init(settings: inout TargetSettings, folder: String) {
    definitions = CompilationConditions.definitions(
      (settings.nonEmpty("INFOPLIST_PREPROCESSOR_DEFINITIONS") ?? "")
        .split(whereSeparator: { $0 == " " || $0 == "\t" })
        .map { $0.replacingOccurrences(of: "\"", with: "") })
    complete = true
    guard let header = settings.nonEmpty("INFOPLIST_PREFIX_HEADER") else { return }
    let path = ProjectPaths.join(folder, header.replacingOccurrences(of: "\"", with: ""))
    guard let data = FileManager.default.contents(atPath: path) else {
      complete = false
      return
    }
    for line in data.split(separator: UInt8(ascii: "\n")).map({
      String(decoding: $0, as: UTF8.self)
    }) {
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
      guard let first = words.first, first.hasPrefix("#") else { continue }
      if first == "#define", words.count >= 2, !words[1].contains("(") {
        definitions[String(words[1])] = words.count > 2 ? words[2...].joined(separator: " ") : ""
      } else {
        complete = false
      }
    }
  }

  /// The dictionary of the Info.plist at `path` as the preprocessor leaves it, and a warning
  /// for each conditional that does not close; throws as ``InfoPlistEntryPoints`` does.
  func dictionary(path: String) throws(ProjectError) -> (
    dictionary: [String: Any], warnings: [Diagnostic]
  ) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ProjectError(path: path, "The Info.plist '\(path)' is missing.")
    }
    return try dictionary(data: data, path: path)
  }

  /// The dictionary of Info.plist `data`, read from `path`.
  func dictionary(data: Data, path: String) throws(ProjectError) -> (
    dictionary: [String: Any], warnings: [Diagnostic]
  ) {
    let text = PreprocessedText(
      String(decoding: data, as: UTF8.self), definitions: definitions, complete: complete)
    let warnings = text.problems.map {
      Diagnostic(
        path: path, location: TextLocation(line: $0.line, column: 1), severity: .warning,
        message: $0.message)
    }
    guard
      let plist = try? PropertyListSerialization.propertyList(
        from: Data(text.text.utf8), format: nil),
      let dictionary = plist as? [String: Any]
    else {
      throw ProjectError(path: path, "The Info.plist '\(path)' is not a property-list dictionary.")
    }
    return (dictionary, warnings)
  }
}
