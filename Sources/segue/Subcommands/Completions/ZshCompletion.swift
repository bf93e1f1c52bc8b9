import SegueCommandLine

/// The zsh completion script: saved as `_segue` in a folder of `$fpath`.
struct ZshCompletion {
  var commands: [CommandDescription]

  var script: String {
    var text = """
      #compdef segue
      # zsh completion for segue, written by 'segue completions zsh'.
      _segue() {
        local -a commands
        commands=(

      """
    for command in commands {
      text += "    '\(command.name):\(CompletionShell.summary(command.abstract))'\n"
    }
    text += """
          'help:Show the help of a command'
        )
        if (( CURRENT == 2 )); then
          _arguments '--help[Show the help]' '--version[Show the version]'
          _describe 'command' commands
          return
        fi
        case $words[2] in
          help) _describe 'command' commands ;;

      """
    for command in commands { text += branch(command) }
    text += "  esac\n}\n\n_segue \"$@\"\n"
    return text
  }

  /// The `_arguments` call of one command, skipping the command's own name.
  private func branch(_ command: CommandDescription) -> String {
    var specs: [String] = []
    for option in CompletionShell.options(of: command) {
      let repeated = if case .repeated = option.kind { "*" } else { "" }
      var spec = repeated + option.spelled + "[" + CompletionShell.summary(of: option) + "]"
      if option.takesValue {
        let action =
          !option.choices.isEmpty
          ? "(" + option.choices.joined(separator: " ") + ")"
          : option.takesPath ? "_files" : " "
        spec += ":" + option.name + ":" + action
      }
      specs.append("'" + spec + "'")
    }
    let argument = command.argument
    let action =
      argument.choices.isEmpty ? "_files" : "(" + argument.choices.joined(separator: " ") + ")"
    specs.append("'" + (argument.repeats ? "*" : "") + ":" + argument.name + ":" + action + "'")
    return "    \(command.name))\n      shift words; (( CURRENT-- ))\n      _arguments "
      + specs.joined(separator: " \\\n        ") + "\n      ;;\n"
  }
}
