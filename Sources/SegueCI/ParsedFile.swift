import Foundation
import SourceIndex

/// A Swift file of the sources as the variant's compiler reads it, read once.
package struct ParsedFile {
  /// The path as the sources spell it.
  let path: String
  let outline: SwiftOutline
  /// The modules it imports.
  let importedModules: Set<String>
  let declarations: [OutlineDeclaration]

  init(path: String, text: String, conditions: CompilationConditions) {
    self.path = path
    outline = SwiftOutline(text: text, conditions: conditions)
    importedModules = Set(outline.imports)
    declarations = outline.topLevelDeclarations
  }

  /// Reads the file at `path`, newlines made `\n`.
  init(path: String, conditions: CompilationConditions) throws(CIFailure) {
    self.init(path: path, text: try Self.read(path), conditions: conditions)
  }

  /// The text of the file at `path`, each `\r\n` or `\r` made `\n`.
  package static func read(_ path: String) throws(CIFailure) -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CIFailure("cannot read \(path).")
    }
    let text = String(decoding: data, as: UTF8.self)
    guard data.contains(13) else { return text }
    return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(
      of: "\r", with: "\n")
  }

  /// The text with every `@IBOutlet` attribute of the compiled code blanked out, columns kept.
  var withoutOutlets: String {
    var bytes = outline.bytes
    for range in outline.outletAttributes {
      bytes.replaceSubrange(range, with: [UInt8](repeating: UInt8(ascii: " "), count: range.count))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// A failure of segue-ci, said as a full sentence; it exits with status 1.
package struct CIFailure: Error {
  package let message: String

  package init(_ message: String) {
    self.message = message
  }
}
