import StoryboardKit

/// A JSON value with the place it starts, so a configuration can be faulted precisely.
indirect enum LocatedJSON: Sendable, Hashable {
  case null(TextLocation)
  case bool(Bool, TextLocation)
  case number(String, TextLocation)
  case string(String, TextLocation)
  case array([LocatedJSON], TextLocation)
  /// Members in the order written, each with where its key starts.
  case object([Member], TextLocation)

  struct Member: Sendable, Hashable {
    var key: String
    var keyLocation: TextLocation
    var value: LocatedJSON
  }

  var location: TextLocation {
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
