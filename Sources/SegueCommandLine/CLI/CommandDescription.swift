/// Everything `--help` says of a command, and the table its arguments are parsed from: the
/// options are declared once, here.
package struct CommandDescription: Sendable, Hashable {
  /// The positional argument a command takes one or more of.
  package struct Argument: Sendable, Hashable {
    /// Its name in the synopsis, such as `PATH`.
    package var name: String
    var help: String
    /// The sentence of the usage error when none is given.
    package var absent: String
    /// An option (a flag, or one with a value) that takes the paths from elsewhere: with it,
    /// none need be given.
    var unlessFlag: String? = nil
    /// The values it takes, which shell completions offer; empty for paths.
    package var choices: [String] = []
    /// Whether it may be given more than once (`PATH...`).
    package var repeats = true

    package init(
      name: String, help: String, absent: String, unlessFlag: String? = nil,
      choices: [String] = [], repeats: Bool = true
    ) {
      self.name = name
      self.help = help
      self.absent = absent
      self.unlessFlag = unlessFlag
      self.choices = choices
      self.repeats = repeats
    }

    /// How the synopsis shows it: `PATH...`, or `SHELL` for one.
    var synopsis: String { repeats ? name + "..." : name }
  }

  /// The word that selects the command, such as `dump`.
  package var name: String
  /// One line for the tool's command list.
  package var abstract: String
  /// The positional argument, such as `PATH`, with what it means; always at least one.
  package var argument: Argument
  /// The option table, in the order `--help` lists it.
  package var options: [OptionSpec]
  /// Paragraphs printed after the options.
  var discussion: [String] = []
  /// What each exit status means, as one paragraph.
  var exitStatus: String

  package init(
    name: String, abstract: String, argument: Argument, options: [any DeclaredOption],
    discussion: [String] = [], exitStatus: String
  ) {
    self.name = name
    self.abstract = abstract
    self.argument = argument
    self.options = options.map(\.spec)
    self.discussion = discussion
    self.exitStatus = exitStatus
  }

  /// Lines of `--help` are at most this long.
  static let width = 96

  /// The option named `name`.
  func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }

  /// `segue NAME ARGUMENT... [--option VALUE]...`, on one line; the README shows the same.
  var synopsis: String {
    (["segue", name, argument.synopsis] + options.map(\.synopsis)).joined(separator: " ")
  }

  /// The full `--help` text.
  var help: String {
    var text = "OVERVIEW: \(abstract)\n\n"
    text += usageLines.joined(separator: "\n") + "\n\n"
    let helpOption = OptionSpec.help
    let column =
      max(argument.name.count, (options + [helpOption]).map(\.spelled.count).max() ?? 0) + 4
    text += "ARGUMENTS:\n" + entry(argument.name, argument.help, column: column) + "\n"
    text += "OPTIONS:\n"
    for option in options + [helpOption] {
      text += entry(option.spelled, option.help, column: column)
    }
    text += "\n"
    for paragraph in discussion {
      text += TextWrapping.lines(paragraph, width: Self.width).joined(separator: "\n") + "\n\n"
    }
    text += "EXIT STATUS:\n"
    text +=
      TextWrapping.lines(exitStatus, width: Self.width - 2).map { "  " + $0 }
      .joined(separator: "\n") + "\n\n"
    return text
  }

  /// What follows a usage error: the usage lines and where the full help is, so that a typo
  /// does not fill the screen.
  var usageReminder: String {
    usageLines.joined(separator: "\n") + "\n  See 'segue \(name) --help' for every option.\n"
  }

  /// `USAGE: synopsis`, wrapped with continuation lines under the first option.
  private var usageLines: [String] {
    let lead = "USAGE: segue \(name) \(argument.synopsis)"
    let indent = String(repeating: " ", count: "USAGE: segue \(name) ".count)
    var lines = [lead]
    for option in options.map(\.synopsis) {
      if let last = lines.last, last.count + 1 + option.count <= Self.width {
        lines[lines.count - 1] = last + " " + option
      } else {
        lines.append(indent + option)
      }
    }
    return lines
  }

  /// A name in the left column and its help wrapped in the right one.
  private func entry(_ name: String, _ help: String, column: Int) -> String {
    let lines = TextWrapping.lines(help, width: Self.width - column)
    let padding = String(repeating: " ", count: column)
    var text = ""
    for (index, line) in lines.enumerated() {
      if index == 0 {
        let label = "  " + name
        text += label + String(repeating: " ", count: column - label.count) + line + "\n"
      } else {
        text += padding + line + "\n"
      }
    }
    return text
  }
}

extension CommandDescription.Argument {
  /// The `PATH` argument of every command that reads storyboards; `unlessFlag` takes them
  /// from elsewhere.
  package static func storyboardPaths(_ more: String = "", unlessFlag: String? = nil) -> Self {
    let first = "A .storyboard file, or a directory: every .storyboard under it."
    let absent = "Give at least one storyboard file or directory"
    return Self(
      name: "PATH", help: more.isEmpty ? first : first + " " + more,
      absent: absent + (unlessFlag == "project" ? ", or --project PATH." : "."),
      unlessFlag: unlessFlag)
  }
}
