import StoryboardKit

/// A command's arguments read against its option table: `--name value` and `--name=value`
/// both work, `--` ends the options (everything after it is positional, even `--help`), and an
/// option the table lacks is a usage error. (`--help` is answered before the table is read.)
/// A command reads its options by their typed descriptors (``CommandOption``), so neither a
/// misspelt name nor an option read as another kind compiles.
package struct ParsedArguments: Sendable, Hashable {
  /// The arguments that are not options, in order.
  package private(set) var positionals: [String] = []
  private var flags: Set<String> = []
  private var values: [String: [String]] = [:]
  /// The options the command declared, which are all it may read.
  private let declared: Set<String>

  /// Reads `arguments` (without the command's name) against `options`.
  init(_ arguments: [String], options: [OptionSpec]) throws(UsageError) {
    declared = Set(options.map(\.name))
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        positionals += arguments[index...]
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        positionals.append(argument)
        continue
      }
      let (spelled, attached) = Self.split(argument)
      guard let option = options.first(where: { $0.spelled == spelled }) else {
        throw Self.unknownOption(spelled, options: options)
      }
      guard option.takesValue else {
        if attached != nil { throw UsageError("The option '\(spelled)' takes no value.") }
        flags.insert(option.name)
        continue
      }
      let value: String
      if let attached {
        value = attached
      } else {
        guard index < arguments.count else {
          throw UsageError("The option '\(spelled)' needs a value.")
        }
        value = arguments[index]
        index += 1
      }
      values[option.name, default: []].append(value)
      if case .value = option.kind, let count = values[option.name]?.count, count > 1 {
        throw UsageError("The option '\(spelled)' was given \(count) times; give it once.")
      }
    }
  }

  /// The error of an option the table lacks: the closest option's name, else every name.
  private static func unknownOption(_ spelled: String, options: [OptionSpec]) -> UsageError {
    let names = options.map(\.spelled) + ["--help"]
    let suggestion = NameSuggestion.didYouMean(spelled, among: names)
    guard suggestion.isEmpty else { return UsageError("Unknown option '\(spelled)'." + suggestion) }
    return UsageError(
      "Unknown option '\(spelled)'; the options are " + names.joined(separator: ", ") + ".")
  }

  /// `--name=value` as `--name` and `value`; other arguments with no attached value.
  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// Whether `option` was given.
  package func flag(_ option: CommandOption<Bool>) -> Bool { flags.contains(read(option.spec)) }

  /// The value of `option`, nil when it was not given.
  package func value(_ option: CommandOption<String?>) -> String? {
    values[read(option.spec)]?.first
  }

  /// Every value of `option`, in the order given.
  package func values(_ option: CommandOption<[String]>) -> [String] {
    values[read(option.spec)] ?? []
  }

  /// The value of `option` as one of `T`'s cases, or `defaultValue` when it is absent.
  package func choice<T: RawRepresentable & CaseIterable>(
    _ option: CommandOption<T?>, default defaultValue: T
  ) throws(UsageError) -> T where T.RawValue == String {
    try choice(option) ?? defaultValue
  }

  /// The value of `option` as one of `T`'s cases, nil when it is absent.
  package func choice<T: RawRepresentable & CaseIterable>(_ option: CommandOption<T?>)
    throws(UsageError) -> T?
  where T.RawValue == String {
    guard let raw = values[read(option.spec)]?.first else { return nil }
    guard let chosen = T(rawValue: raw) else {
      let allowed = T.allCases.map(\.rawValue)
      throw UsageError(
        "'\(raw)' is not a value of '\(option.spelled)'."
          + NameSuggestion.didYouMean(raw, among: allowed)
          + " Expected one of: \(allowed.joined(separator: ", ")).")
    }
    return chosen
  }

  /// Whether the option of the row `spec` was given, whatever it reads: what the tool asks of
  /// an option that takes the `PATH`s from elsewhere.
  func isGiven(_ spec: OptionSpec) -> Bool {
    flags.contains(read(spec)) || values[read(spec)] != nil
  }

  /// `option`'s name, once it is known to be one the command declared: options are read by
  /// their descriptor, never by a spelled name, so reading one the table lacks is a mistake in
  /// the command (caught by its tests), not in the command line.
  private func read(_ option: OptionSpec) -> String {
    precondition(
      declared.contains(option.name),
      "The command reads '\(option.spelled)', which its option table does not declare.")
    return option.name
  }
}
