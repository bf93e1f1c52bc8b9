import Foundation
import SegueCommandLine

/// The shells `segue completions` writes a script for, each from the commands' option tables,
/// so the completions cannot drift from what the parser accepts.
enum CompletionShell: String, Sendable, CaseIterable {
  case bash
  case zsh
  case fish

  /// The script that completes `commands`' names, options, choices and paths.
  func script(for commands: [CommandDescription]) -> String {
    switch self {
    case .bash: BashCompletion(commands: commands).script
    case .zsh: ZshCompletion(commands: commands).script
    case .fish: FishCompletion(commands: commands).script
    }
  }

  /// The words `segue` itself completes before a command: the commands, `help`, and the
  /// tool's own options.
  static func topLevelWords(_ commands: [CommandDescription]) -> [String] {
    commands.map(\.name) + ["help", "--help", "--version"]
  }

  /// The options a command completes: its table and `--help`.
  static func options(of command: CommandDescription) -> [OptionSpec] {
    command.options + [.help]
  }

  /// What a completion says of `option`: its choices, else the first sentence of its help.
  static func summary(of option: OptionSpec) -> String {
    guard option.choices.isEmpty else {
      return "One of " + option.choices.joined(separator: ", ")
    }
    return summary(option.help)
  }

  /// The first sentence of `help`, without the characters the shells' quoting gives meaning
  /// to, for the description beside a completion.
  static func summary(_ help: String) -> String {
    let sentence = help.split(separator: ". ", maxSplits: 1).first.map(String.init) ?? help
    let trimmed = sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
    let plain = trimmed.replacingOccurrences(of: ": ", with: " — ")
      .replacingOccurrences(of: "'", with: "’")
      .filter { !"'\"`$\\[]:".contains($0) }
    return plain.count > 70 ? String(plain.prefix(69)) + "…" : plain
  }
}
