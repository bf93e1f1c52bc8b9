import StoryboardKit

@testable import AppInputs
@testable import SegueCommandLine
@testable import segue

// The command and option docs/Architecture.md adds as its worked example, compiled and run by
// WorkedExampleCommandTests: not one of SegueTool.commands.
// doc:begin
/// `segue scenes`: how many scenes the storyboards hold, with `--per-storyboard` a line each.
struct ScenesCommand: SegueCommand {
  /// `--per-storyboard`: declared once; `--help`, the synopsis, shell completions and "did
  /// you mean" read it from the description, and `init` reads it by this descriptor.
  static let perStoryboardOption = CommandOption.flag(
    "per-storyboard", help: "One line per storyboard, then the total.")

  static let description = CommandDescription(
    name: "scenes", abstract: "Count the scenes of storyboards.",
    argument: .storyboardPaths(), options: [perStoryboardOption],
    exitStatus: "0 counted; 1 a storyboard is malformed; 64 the command line is wrong.")

  var paths: [String]
  var perStoryboard: Bool

  init(_ arguments: ParsedArguments) throws(UsageError) {
    paths = arguments.positionals
    perStoryboard = arguments.flag(Self.perStoryboardOption)
  }

  func run(console: Console) throws(CommandFailure) {
    let set: StoryboardSet
    do {
      set = StoryboardSet.load(try StoryboardInputs.find(paths).files)
    } catch {
      throw CommandFailure(error)
    }
    if perStoryboard {
      for document in set.documents {
        console.out("\(document.path): \(document.scenes.count)\n")
      }
    }
    console.out("\(set.documents.reduce(0) { $0 + $1.scenes.count }) scene(s)\n")
    // The engine decides the exit status from what it received: 1 after an error.
    console.diagnostics.emit(set.errors.map(\.diagnostic))
  }
}
// doc:end
