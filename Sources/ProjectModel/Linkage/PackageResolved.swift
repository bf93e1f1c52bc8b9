import Foundation
import StoryboardKit

/// The pins of a `Package.resolved` (formats 1 to 3): what each remote package resolved to,
/// by its repository location. A file that is not such JSON, or a pin it cannot read, is a
/// warning naming the file (and, for JSON it cannot parse, the place); the rest is read.
struct PackageResolved {
  /// By ``key(_:)`` of the repository location: `1.2.3`, `branch main` or `revision 1a2b3c4`.
  var pins: [String: String] = [:]
  var warnings: [Diagnostic] = []

  init(path: String, data: Data) {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        .map { Substring(decoding: $0, as: UTF8.self) }
      if let marker = MergeConflictMarker(in: lines) {
        warnings.append(
          Diagnostic(
            path: path, location: TextLocation(line: marker.line, column: 1), severity: .warning,
            message: "This Package.resolved holds an unresolved merge conflict ('\(marker.text)' "
              + "and the lines after it); the versions its packages resolved to are unknown."))
        return
      }
      warnings.append(
        Diagnostic(
          path: path, location: Self.location(of: error, in: data), severity: .warning,
          message: "This Package.resolved is not JSON; the versions its packages resolved to "
            + "are unknown."))
      return
    }
    // Format 1 nests the pins in "object" and names the location "repositoryURL".
    let root = object as? [String: Any]
    let container = (root?["object"] as? [String: Any]) ?? root
    guard let pins = container?["pins"] as? [[String: Any]] else {
      warnings.append(
        Diagnostic(
          path: path, location: TextLocation(line: 1, column: 1), severity: .warning,
          message: "This Package.resolved has no list of pins; the versions its packages "
            + "resolved to are unknown."))
      return
    }
    var unreadable = 0
    for pin in pins {
      guard let location = (pin["location"] ?? pin["repositoryURL"]) as? String,
        let state = pin["state"] as? [String: Any], let resolved = Self.resolution(state)
      else {
        unreadable += 1
        continue
      }
      self.pins[Self.key(location)] = resolved
    }
    if unreadable > 0 {
      warnings.append(
        Diagnostic(
          path: path, severity: .warning,
          message: "\(unreadable) pin(s) of this Package.resolved have no location or state; "
            + "the versions they resolved to are unknown."))
    }
  }

  /// A location as pins and project references both spell it: lowercased, without a trailing
  /// `/` or `.git`.
  static func key(_ location: String) -> String {
    var key = location.lowercased()
    while key.hasSuffix("/") { key.removeLast() }
    if key.hasSuffix(".git") { key.removeLast(4) }
    return key
  }

  /// The version, else the branch, else the revision's first seven characters.
  private static func resolution(_ state: [String: Any]) -> String? {
    func value(_ key: String) -> String? {
      (state[key] as? String).flatMap { $0.isEmpty ? nil : $0 }
    }
    if let version = value("version") { return version }
    if let branch = value("branch") { return "branch " + branch }
    if let revision = value("revision") { return "revision " + revision.prefix(7) }
    return nil
  }

  /// Where Foundation's parser stopped: "line L, column C" (Darwin) or "character N" (an
  /// offset into the data, elsewhere); the file's start when it says neither.
  private static func location(of error: any Error, in data: Data) -> TextLocation {
    let text = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? ""
    let numbers = text.split { !$0.isNumber }.compactMap { Int($0) }
    if text.contains("line"), numbers.count >= 2 {
      return TextLocation(line: max(numbers[0], 1), column: max(numbers[1], 1))
    }
    guard text.contains("character"), let offset = numbers.first else {
      return TextLocation(line: 1, column: 1)
    }
    let before = data.prefix(min(offset, data.count))
    let line = before.count { $0 == UInt8(ascii: "\n") } + 1
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? before.startIndex
    return TextLocation(
      line: line, column: before.distance(from: lineStart, to: before.endIndex) + 1)
  }
}
