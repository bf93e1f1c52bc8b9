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
      SwiftIdentifier.isModuleName(argument[..<equals])
    else {
      self.init(path: argument)
      return
    }
    let path = String(argument[argument.index(after: equals)...])
    guard !path.isEmpty else { throw .moduleWithoutPath(argument) }
    self.init(path: path, module: String(argument[..<equals]))
  }
}
