import AppInputs
import SegueCommandLine
import SourceIndex

/// What `--sources` gave lint: nothing, files that declare no class (an app in another
/// language, or the wrong folder), or an index the rules can compare storyboards with.
package enum SourcesState: Sendable, Hashable {
  /// No `--sources`.
  case absent
  /// Files were read, but none declares a class; the count of files read.
  case declareNothing(fileCount: Int)
  case read

  /// The state of `app`'s sources: files that declare nothing only when its storyboards name
  /// classes they should declare (``AppInput/sourcesLackTheClasses``).
  package init(_ app: AppInput) {
    guard let index = app.sources else {
      self = .absent
      return
    }
    self = app.sourcesLackTheClasses ? .declareNothing(fileCount: index.fileCount) : .read
  }

  /// The state of several targets' sources: read when any target's were, else files that
  /// declare nothing when some were given, else absent.
  static func combined(_ states: [SourcesState]) -> SourcesState {
    if states.contains(.read) { return .read }
    let counts = states.compactMap { state -> Int? in
      if case .declareNothing(let count) = state { return count }
      return nil
    }
    return counts.isEmpty ? .absent : .declareNothing(fileCount: counts.reduce(0, +))
  }
}
