/// More about a diagnostic: a full sentence, at a place of its own when it has one (the other
/// storyboard of a disagreement, the line of a hand-written declaration).
public struct DiagnosticNote: Sendable, Hashable, Comparable {
  /// The file the note points at; nil when it speaks of the diagnostic's own place or of no
  /// file.
  public var path: String?
  /// Where in `path` (1-based); nil for the whole file.
  public var location: TextLocation?
  /// A full sentence.
  public var message: String

  public init(path: String? = nil, location: TextLocation? = nil, message: String) {
    self.path = path
    self.location = location
    self.message = message
  }

  public static func < (lhs: DiagnosticNote, rhs: DiagnosticNote) -> Bool {
    (lhs.path ?? "", lhs.location?.line ?? 0, lhs.location?.column ?? 0, lhs.message)
      < (rhs.path ?? "", rhs.location?.line ?? 0, rhs.location?.column ?? 0, rhs.message)
  }

  /// `path:line:col: note: message`, `path: note: message`, or `note: message`.
  public var xcodeDescription: String {
    DiagnosticPlace.prefix(path: path, location: location) + "note: \(message)"
  }
}
