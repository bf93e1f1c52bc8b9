/// The small string operations the project reader needs on paths and setting values.
extension String {
  /// The string without leading and trailing spaces and tabs.
  func trimmingWhitespace() -> String {
    var slice = Substring(self)
    while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
    return String(slice)
  }
}
