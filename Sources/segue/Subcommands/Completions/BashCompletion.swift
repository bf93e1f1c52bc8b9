import SegueCommandLine

/// The bash completion script: `source <(segue completions bash)`.
struct BashCompletion {
  var commands: [CommandDescription]

  var script: String {
    let top = CompletionShell.topLevelWords(commands).joined(separator: " ")
    var text = """
      # bash completion for segue, written by 'segue completions bash'.
      _segue() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
        COMPREPLY=()
        if [ "$COMP_CWORD" -eq 1 ]; then
          COMPREPLY=($(compgen -W "\(top)" -- "$cur"))
          return
        fi
        case "${COMP_WORDS[1]}" in
          help)
            [ "$COMP_CWORD" -eq 2 ] && COMPREPLY=($(compgen -W "\(commands.map(\.name).joined(separator: " "))" -- "$cur"))
            ;;

      """
    for command in commands { text += branch(command) }
    text += """
        esac
      }
      complete -o default -F _segue segue

      """
    return text
  }

  /// The `case` branch of one command: an option's value, then options, then its arguments.
  private func branch(_ command: CommandDescription) -> String {
    let options = CompletionShell.options(of: command)
    var text = "    \(command.name))\n      case \"$prev\" in\n"
    for option in options where option.takesValue {
      let reply =
        !option.choices.isEmpty
        ? "COMPREPLY=($(compgen -W \"\(option.choices.joined(separator: " "))\" -- \"$cur\"))"
        : option.takesPath ? "COMPREPLY=($(compgen -f -- \"$cur\"))" : ":"
      text += "        \(option.spelled)) \(reply); return ;;\n"
    }
    text += "      esac\n"
    let names = options.map(\.spelled).joined(separator: " ")
    text += "      if [[ \"$cur\" == -* ]]; then\n"
    text += "        COMPREPLY=($(compgen -W \"\(names)\" -- \"$cur\"))\n"
    let argument = command.argument
    if argument.choices.isEmpty {
      text += "      else\n        COMPREPLY=($(compgen -f -- \"$cur\"))\n      fi\n      ;;\n"
    } else {
      let words = argument.choices.joined(separator: " ")
      text +=
        "      else\n        COMPREPLY=($(compgen -W \"\(words)\" -- \"$cur\"))\n      fi\n      ;;\n"
    }
    return text
  }
}
