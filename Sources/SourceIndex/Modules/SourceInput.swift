/// One `--sources` argument: a file or folder, and the module its files belong to when the
/// argument names one (`CoreUI=Packages/CoreUI/Sources`). A path that itself holds `=` and
/// would read as `NAME=…` is written `./NAME=…`.
package struct SourceInput: Sendable, Hashable {
  package var path: String
  /// The module named before `=`, if any.
  package var module: String?

  package init(path: String, module: String? = nil) {
    self.path = path
    self.module = module
  }

  /// Reads `NAME=PATH` or `PATH`. Throws when the name is followed by no path.
  package init(parsing argument: String) throws(SourceIndexError) {
    guard let equals = argument.firstIndex(of: "="),
      Self.isModuleName(argument[..<equals])
    else {
      self.init(path: argument)
      return
    }
    let path = String(argument[argument.index(after: equals)...])
    guard !path.isEmpty else { throw .moduleWithoutPath(argument) }
    self.init(path: path, module: String(argument[..<equals]))
  }

  /// Whether `name` can be a module name: an ASCII identifier.
  private static func isModuleName(_ name: Substring) -> Bool {
    guard let first = name.utf8.first, !(0x30...0x39).contains(first) else { return false }
    return name.utf8.allSatisfy { byte in
      switch byte {
      case 0x41...0x5A, 0x61...0x7A, 0x5F, 0x30...0x39: true
      default: false
      }
    }
  }
}
