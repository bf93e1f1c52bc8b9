import StoryboardKit

/// A baseline file that cannot be used, with where the problem is (the start of the file when
/// it cannot be read at all).
package typealias BaselineError = FileError<BaselineFile>

/// A lint baseline file, as ``BaselineError`` reports it (`baseline-invalid`).
package enum BaselineFile: FileErrorKind {
  package static let errorID = "baseline-invalid"
}
