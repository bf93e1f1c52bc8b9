/// How a diagnostic or a note names its place at the start of its line, as Xcode and editors
/// read it: `path:line:col: `, `path: ` for a whole file, nothing for the tool itself.
enum DiagnosticPlace {
  static func prefix(path: String?, location: TextLocation?) -> String {
    guard let path else { return "" }
    guard let location else { return "\(path): " }
    return "\(path):\(location.line):\(location.column): "
  }
}
