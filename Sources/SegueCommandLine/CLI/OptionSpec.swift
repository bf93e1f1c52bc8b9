/// One row of a command's option table, whatever the option reads: the parser reads the
/// table, `--help`, the synopsis and shell completions print it. Commands declare their options
/// as typed ``CommandOption``s, each of which holds its row.
package struct OptionSpec: Sendable, Hashable {
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

  /// `--help`, which every command takes and the tool answers before reading the table.
  package static let help = OptionSpec(name: "help", kind: .flag, help: "Show this help.")

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
