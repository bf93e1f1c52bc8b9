/// A small hand-written argument scanner in the shape of swift-argument-parser (which cannot be
/// fetched here): each command takes its named options out, then what is left is positional.
/// `--name value` and `--name=value` are both accepted; everything after `--` is positional.
struct ArgumentScanner: Sendable {
  private var arguments: [String]
  private var terminated: [String]

  init(_ arguments: [String]) {
    if let end = arguments.firstIndex(of: "--") {
      self.arguments = Array(arguments[..<end])
      self.terminated = Array(arguments[(end + 1)...])
    } else {
      self.arguments = arguments
      self.terminated = []
    }
  }

  /// Whether `--name` was given; removes it.
  mutating func flag(_ name: String) -> Bool {
    let spelled = "--" + name
    let found = arguments.contains(spelled)
    arguments.removeAll { $0 == spelled }
    return found
  }

  /// Every value given to a repeatable `--name`; removes them.
  mutating func values(_ name: String) throws(UsageError) -> [String] {
    let spelled = "--" + name
    let prefix = spelled + "="
    var found: [String] = []
    var remaining: [String] = []
    remaining.reserveCapacity(arguments.count)
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      // Paths are most of a long command line: only what starts with a dash is compared.
      guard argument.utf8.first == UInt8(ascii: "-") else {
        remaining.append(argument)
        index += 1
        continue
      }
      if argument == spelled {
        guard index + 1 < arguments.count else {
          throw UsageError("The option '\(spelled)' needs a value.")
        }
        found.append(arguments[index + 1])
        index += 2
        continue
      }
      if argument.hasPrefix(prefix) {
        found.append(String(argument.dropFirst(prefix.count)))
      } else {
        remaining.append(argument)
      }
      index += 1
    }
    arguments = remaining
    return found
  }

  /// The value of `--name`, given at most once; removes it.
  mutating func value(_ name: String) throws(UsageError) -> String? {
    let found = try values(name)
    guard found.count <= 1 else {
      throw UsageError("The option '--\(name)' was given \(found.count) times; give it once.")
    }
    return found.first
  }

  /// The value of `--name` as one of `T`'s cases, or `defaultValue` when it is absent.
  mutating func choice<T: RawRepresentable & CaseIterable>(
    _ name: String, default defaultValue: T
  ) throws(UsageError) -> T where T.RawValue == String {
    guard let raw = try value(name) else { return defaultValue }
    guard let chosen = T(rawValue: raw) else {
      let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError("'\(raw)' is not a value of '--\(name)'; expected one of: \(allowed).")
    }
    return chosen
  }

  /// What is left once every named option was taken: the positional arguments. An argument
  /// that still looks like an option is unknown to the command.
  mutating func positionals() throws(UsageError) -> [String] {
    if let unknown = arguments.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
      throw UsageError("Unknown option '\(unknown)'.")
    }
    let all = arguments + terminated
    arguments = []
    terminated = []
    return all
  }
}
