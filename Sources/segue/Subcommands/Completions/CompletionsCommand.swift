import SegueCommandLine
import StoryboardKit

/// `segue completions bash|zsh|fish`: the shell completion script, written from every
/// command's option table.
struct CompletionsCommand: SegueCommand {
  static let description = CommandDescription(
    name: "completions", abstract: "Write the shell completion script for bash, zsh or fish.",
    argument: CommandDescription.Argument(
      name: "SHELL", help: "bash, zsh or fish.",
      absent: "Name a shell: " + shells.joined(separator: ", ") + ".",
      choices: shells, repeats: false),
    options: [],
    discussion: [
      "bash: source <(segue completions bash) in ~/.bashrc, or save the script as "
        + "/etc/bash_completion.d/segue. zsh: save it as _segue in a folder of $fpath, such as "
        + "segue completions zsh > ~/.zfunc/_segue with fpath+=(~/.zfunc) before compinit. "
        + "fish: segue completions fish > ~/.config/fish/completions/segue.fish."
    ],
    exitStatus: "0 the script was written; 64 the command line is wrong.")

  static var shells: [String] { CompletionShell.allCases.map(\.rawValue) }

  var shell: CompletionShell

  init(_ arguments: ParsedArguments) throws(UsageError) {
    guard arguments.positionals.count == 1, let name = arguments.positionals.first else {
      throw UsageError("Name one shell: " + Self.shells.joined(separator: ", ") + ".")
    }
    guard let shell = CompletionShell(rawValue: name) else {
      throw UsageError(
        "'\(name)' is not a shell segue completes."
          + NameSuggestion.didYouMean(name, among: Self.shells)
          + " Expected one of: " + Self.shells.joined(separator: ", ") + ".")
    }
    self.shell = shell
  }

  func run(console: Console) {
    console.out(shell.script(for: SegueTool.commands.map { $0.description }))
  }
}
