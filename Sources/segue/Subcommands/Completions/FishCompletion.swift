import SegueCommandLine

/// The fish completion script: saved as `~/.config/fish/completions/segue.fish`.
struct FishCompletion {
  var commands: [CommandDescription]

  var script: String {
    let none = "__fish_use_subcommand"
    var lines = [
      "# fish completion for segue, written by 'segue completions fish'.",
      "complete -c segue -f",
      "complete -c segue -n '\(none)' -l help -d 'Show the help'",
      "complete -c segue -n '\(none)' -l version -d 'Show the version'",
    ]
    for command in commands {
      let summary = CompletionShell.summary(command.abstract)
      lines.append("complete -c segue -n '\(none)' -a \(command.name) -d '\(summary)'")
    }
    lines.append("complete -c segue -n '\(none)' -a help -d 'Show the help of a command'")
    let commandNames = commands.map(\.name).joined(separator: " ")
    lines.append("complete -c segue -n '__fish_seen_subcommand_from help' -a '\(commandNames)'")
    for command in commands {
      let when = "-n '__fish_seen_subcommand_from \(command.name)'"
      for option in CompletionShell.options(of: command) {
        var line = "complete -c segue \(when) -l \(option.name)"
        if !option.choices.isEmpty {
          line += " -x -a '\(option.choices.joined(separator: " "))'"
        } else if option.takesPath {
          line += " -r -F"
        } else if option.takesValue {
          line += " -x"
        }
        lines.append(line + " -d '\(CompletionShell.summary(of: option))'")
      }
      let argument = command.argument
      lines.append(
        argument.choices.isEmpty
          ? "complete -c segue \(when) -F"
          : "complete -c segue \(when) -a '\(argument.choices.joined(separator: " "))'")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
