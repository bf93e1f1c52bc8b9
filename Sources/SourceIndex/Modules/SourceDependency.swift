/// The sources of a library the app links and builds beside it, such as a framework target of
/// the same Xcode project: its files, in its own module, read as the compiler reads them for
/// that library.
package struct SourceDependency: Sendable, Hashable {
  /// The library's module, such as `Kit`.
  package var module: String
  /// Its Swift and Objective-C files.
  package var files: [String]
  /// What the compiler knows when it reads them: the library's own platform and conditions.
  package var conditions: CompilationConditions

  package init(module: String, files: [String], conditions: CompilationConditions) {
    self.module = module
    self.files = files
    self.conditions = conditions
  }
}
