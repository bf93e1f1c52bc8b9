import StoryboardKit

/// A JSON value with the place it starts, so a configuration can be faulted precisely.
indirect enum LocatedJSON: Sendable, Hashable {
  case null(SourceLocation)
  case bool(Bool, SourceLocation)
  case number(String, SourceLocation)
  case string(String, SourceLocation)
  case array([LocatedJSON], SourceLocation)
  /// Members in the order written, each with where its key starts.
  case object([Member], SourceLocation)

  struct Member: Sendable, Hashable {
    var key: String
    var keyLocation: SourceLocation
    var value: LocatedJSON
  }

  var location: SourceLocation {
    switch self {
    case .null(let at), .bool(_, let at), .number(_, let at), .string(_, let at),
      .array(_, let at), .object(_, let at):
      at
    }
  }

  /// What the value is, for messages: "a string", "an object"…
  var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
