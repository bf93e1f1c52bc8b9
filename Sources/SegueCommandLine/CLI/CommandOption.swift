/// One option of a command, declared once: the parser reads it, `--help` and the synopsis
/// print it.
package struct CommandOption: Sendable, Hashable {
  /// What follows the option's name on the command line.
  package enum Kind: Sendable, Hashable {
    /// Nothing: the option is on or off.
    case flag
    /// One value, such as `--output FILE`, given at most once.
    case value(placeholder: String)
    /// One value each time, such as `--sources DIR`, given any number of times.
    case repeated(placeholder: String)
  }

  /// The name without its dashes, such as `output`.
  package var name: String
  package var kind: Kind
  /// The text `--help` shows, as one paragraph.
  package var help: String
  /// The values a choice takes, which shell completions offer; empty for other options.
  package var choices: [String] = []

  /// An option that is on when given.
  package static func flag(_ name: String, help: String) -> CommandOption {
    CommandOption(name: name, kind: .flag, help: help)
  }

  /// An option with one value, given at most once.
  package static func value(_ name: String, _ placeholder: String, help: String) -> CommandOption {
    CommandOption(name: name, kind: .value(placeholder: placeholder), help: help)
  }

  /// An option whose value is one of `choices`; the synopsis lists them.
  package static func choice(_ name: String, _ choices: [String], help: String) -> CommandOption {
    var option = value(name, choices.joined(separator: "|"), help: help)
    option.choices = choices
    return option
  }

  /// An option that may be given several times, each with a value.
  package static func repeated(_ name: String, _ placeholder: String, help: String) -> CommandOption
  {
    CommandOption(name: name, kind: .repeated(placeholder: placeholder), help: help)
  }

  /// `--name`.
  package var spelled: String { "--" + name }

  /// How the synopsis shows it: `[--name]`, `[--name VALUE]` or `[--name VALUE]...`.
  var synopsis: String {
    switch kind {
    case .flag: "[\(spelled)]"
    case .value(let placeholder): "[\(spelled) \(placeholder)]"
    case .repeated(let placeholder): "[\(spelled) \(placeholder)]..."
    }
  }

  /// Whether a value follows the name.
  package var takesValue: Bool { kind != .flag }

  /// Whether the value is a file or folder, which shell completions complete as paths.
  package var takesPath: Bool {
    switch kind {
    case .flag: false
    case .value(let placeholder), .repeated(let placeholder):
      placeholder.contains("FILE") || placeholder.contains("DIR")
    }
  }
}
