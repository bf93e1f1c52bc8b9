/// The version of SegueKit's tools, declared once: `segue --version` prints it, and the
/// generated file's header can record it. A release changes this one line.
package enum SegueVersion {
  /// The version, as semantic versioning spells it.
  package static let current = "0.1.0"
}
