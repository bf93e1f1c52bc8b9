import Foundation

/// The objects of a `project.pbxproj`, read with Foundation's property-list reader (which reads
/// the OpenStep format on Linux too), and the text, to locate objects by line.
struct PBXDocument {
  /// Every object by its identifier.
  let objects: [String: [String: Any]]
  /// The identifier of the `PBXProject`.
  let rootID: String
  /// The file's path, for diagnostics.
  let path: String
  /// The file's bytes, to locate objects when a warning needs a line.
  private let bytes: [UInt8]

  /// Reads `path`; throws, locating the problem, when it is missing or not a project.
  init(path: String) throws(ProjectError) {
    self.path = path
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ProjectError(path: path, "The project file '\(path)' cannot be read.")
    }
    bytes = [UInt8](data)
    let plist: Any
    do {
      plist = try PropertyListSerialization.propertyList(from: data, format: nil)
    } catch {
      let text = String(decoding: data, as: UTF8.self)
      throw Self.malformed(
        path: path, text: text,
        lines: text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
          .map { Substring(decoding: $0, as: UTF8.self) },
        reason: Self.parserReason(error))
    }
    guard let root = plist as? [String: Any], let objects = root["objects"] as? [String: Any],
      let rootID = root["rootObject"] as? String,
      objects[rootID] is [String: Any]
    else {
      throw ProjectError(
        path: path,
        "'\(path)' is a property list but not an Xcode project: it has no "
          + "'objects' dictionary with its 'rootObject'.")
    }
    self.objects = objects.compactMapValues { $0 as? [String: Any] }
    self.rootID = rootID
  }

  /// The error for a file the reader refused. Foundation does not say where; a file with a
  /// merge conflict left in it is located at its first marker, one whose braces and parentheses
  /// do not close (the usual damage: a truncated file) at its end, anything else at its start.
  private static func malformed(
    path: String, text: String, lines: [Substring], reason: (message: String, line: Int)?
  ) -> ProjectError {
    if let marker = MergeConflictMarker(in: lines) {
      return ProjectError(
        path: path, line: marker.line,
        "'\(path)' holds an unresolved merge conflict ('\(marker.text)' and the lines after "
          + "it): Xcode cannot open it either; keep one side and delete the markers.")
    }
    var depth = 0
    var inString = false
    var escaped = false
    for byte in text.utf8 {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "("): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: ")"): depth -= 1
      default: break
      }
    }
    guard depth > 0 || inString else {
      guard let reason, reason.line >= 1, reason.line <= max(lines.count, 1) else {
        return ProjectError(
          path: path, "'\(path)' is not a readable property list (Foundation cannot parse it).")
      }
      return ProjectError(
        path: path, line: reason.line,
        "'\(path)' is not a readable property list: \(reason.message).")
    }
    let line = max(lines.count, 1)
    let column = (lines.last?.utf8.count ?? 0) + 1
    return ProjectError(
      path: path, line: line, column: column,
      "The project file ends before \(depth) open brace\(depth == 1 ? "" : "s") or "
        + "parenthes\(depth == 1 ? "is" : "es") close; it looks truncated.")
  }

  /// What Foundation's OpenStep reader says is wrong, and at which line: its nested error,
  /// such as "Missing ';' on line 5". On Linux that error is a CoreFoundation object that
  /// does not cast to `NSError`, so its description is read.
  private static func parserReason(_ error: any Error) -> (message: String, line: Int)? {
    guard let nested = (error as NSError).userInfo["kCFPropertyListOldStyleParsingError"] else {
      return nil
    }
    let text = String(describing: nested)
    guard let open = text.firstIndex(of: "\""),
      let range = text.range(of: " on line ", range: text.index(after: open)..<text.endIndex)
    else { return nil }
    let digits = text[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
    guard let line = Int(digits) else { return nil }
    return (String(text[text.index(after: open)..<range.lowerBound]), line)
  }

  /// The object `id`, or nil.
  func object(_ id: String?) -> [String: Any]? {
    id.flatMap { objects[$0] }
  }

  /// The string `key` of object `id`.
  func string(_ id: String?, _ key: String) -> String? {
    object(id)?[key] as? String
  }

  /// The identifiers listed under `key` of object `id`.
  func ids(_ id: String?, _ key: String) -> [String] {
    object(id)?[key] as? [String] ?? []
  }

  /// Whether build phase `phase` lists code its target loads: a frameworks phase, or a phase
  /// that copies into the bundle's Frameworks folder (`dstSubfolderSpec = 10`, Embed
  /// Frameworks). An embedded framework is loaded even when no frameworks phase lists it: Swift
  /// links the module a source imports (DesignerNewsApp embeds its Spring submodule's
  /// framework, and lists it nowhere else).
  func linksItsFiles(_ phase: String) -> Bool {
    switch string(phase, "isa") {
    case "PBXFrameworksBuildPhase": true
    case "PBXCopyFilesBuildPhase": string(phase, "dstSubfolderSpec") == "10"
    default: false
    }
  }

  /// The 1-based line of each object's definition (`ID /* … */ = {` or `ID = {…`, or the
  /// `<key>ID</key>` of a project written as an XML property list), found in one pass over the
  /// bytes; built only when a warning needs it.
  func definitionLines() -> [String: Int] {
    let keyOpen = Array("<key>".utf8)
    let keyClose = Array("</key>".utf8)
    var lines: [String: Int] = [:]
    var line = 1
    var index = 0
    while index < bytes.count {
      var start = index
      while start < bytes.count, bytes[start] == UInt8(ascii: "\t") || bytes[start] == 32 {
        start += 1
      }
      var end = start
      while end < bytes.count, bytes[end] != 32, bytes[end] != UInt8(ascii: "\n") { end += 1 }
      var next = end
      while next < bytes.count, bytes[next] != UInt8(ascii: "\n") { next += 1 }
      // `ID = ` or `ID /* name */ = `: a definition, not a reference in a list.
      if end > start, end + 2 < next,
        bytes[end + 1] == UInt8(ascii: "=") || bytes[end + 1] == UInt8(ascii: "/"),
        bytes[start..<next].contains(UInt8(ascii: "="))
      {
        let id = String(decoding: bytes[start..<end], as: UTF8.self)
        if lines[id] == nil { lines[id] = line }
      } else if next - start > keyOpen.count + keyClose.count,
        bytes[start..<(start + keyOpen.count)].elementsEqual(keyOpen),
        bytes[(next - keyClose.count)..<next].elementsEqual(keyClose)
      {
        // XML: every key of the file is one, but only an object's is ever looked up.
        let id = String(
          decoding: bytes[(start + keyOpen.count)..<(next - keyClose.count)], as: UTF8.self)
        if lines[id] == nil { lines[id] = line }
      }
      line += 1
      index = next + 1
    }
    return lines
  }
}
