import AppInputs
import DeterministicOutput
import Foundation
import SegueCommandLine
import SegueGenerateCommand
import SourceIndex
import StoryboardKit

/// `segue xcfilelists`: writes the input and output `.xcfilelist` of an Xcode Run Script
/// phase that runs `segue generate --use-script-files`, so a sandboxed phase may read every
/// storyboard and source it needs and write every file it generates.
struct XcodeFileListsCommand: SegueCommand {
  /// `--input-list`.
  static let inputListOption = listOption(
    "input", holding: "the storyboards and the files of --sources")

  /// `--output-list`.
  static let outputListOption = listOption(
    "output", holding: "what segue generate writes for --output")

  /// `--KIND-list FILE`: the list of the phase's `kind` files to write, holding `holding`.
  private static func listOption(_ kind: String, holding: String) -> CommandOption<String?> {
    .value(
      kind + "-list", "FILE",
      help: "The \(kind) file list to write (default: \(defaultList(kind))): \(holding).")
  }

  /// The list of the phase's `kind` files when no option names it.
  private static func defaultList(_ kind: String) -> String { "segue-\(kind)s.xcfilelist" }

  /// `--output`.
  static let outputOption = CommandOption.value(
    "output", "FILE|DIR",
    help: "Where the phase's segue generate writes, as its --output: \(OutputTarget.forms).")

  /// `--project`, `--target` and `--sources`.
  static let inputOptions = InputOptionGroup(
    each: "which must be one: a Run Script phase generates for one target",
    sources: "its files join the inputs, as the phase's segue generate reads them (never the "
      + "files the phase writes).")

  /// `--root`.
  static let rootOption = CommandOption.value(
    "root", "DIR",
    help: "The folder the lists spell as $(SRCROOT) (default: the working directory), so "
      + "they hold on every checkout.")

  static let description = CommandDescription(
    name: "xcfilelists",
    abstract: "Write the .xcfilelist inputs and outputs of a Run Script phase that generates.",
    argument: .storyboardPaths(
      "The storyboards the phase generates code from; an Xcode project, or a folder holding "
        + "one, gives its target's, as segue generate reads them.", unlessFlag: "project"),
    options: [inputListOption, outputListOption, outputOption] + inputOptions.options + [
      rootOption
    ],
    discussion: [
      "Each list has one path per line, sorted, and is written only when its content changes. "
        + "Run the command again when storyboards or sources are added or removed; see "
        + "docs/Xcode.md for the phase."
    ],
    exitStatus: "0 the lists are written (or were up to date); 1 a list could not be written; "
      + "64 the command line is wrong.")

  /// The storyboards and sources, read as `segue generate` reads them.
  var inputs: InputOptions
  var inputList: String
  var outputList: String
  var output: String
  var root: String?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    inputs = try InputOptions(arguments, Self.inputOptions)
    root = arguments.value(Self.rootOption)
    guard let output = arguments.value(Self.outputOption) else {
      throw UsageError("Say where the phase's segue generate writes with '--output FILE|DIR'.")
    }
    guard output != "-" else {
      throw UsageError("A Run Script phase writes a file or a folder; give '--output FILE|DIR'.")
    }
    inputList = arguments.value(Self.inputListOption) ?? Self.defaultList("input")
    outputList = arguments.value(Self.outputListOption) ?? Self.defaultList("output")
    self.output = output
  }

  func run(console: Console) throws(CommandFailure) {
    let oneTarget = "A Run Script phase generates for"
    // The target generate chooses alone, so the phase's lists and its generate agree.
    guard
      let target = inputs.resolve(
        console: console, oneTarget: oneTarget, chosenAlone: \.givesGeneratedCode)?.targets[0]
    else { return }
    // The target loaded as the phase's generate loads it, so the lists name every file it
    // reads: the storyboards, the target's sources and its libraries'.
    let app: AppInput
    do {
      app = try AppInput(target, reading: AppReading(launchScreens: true, customObjects: .never))
    } catch {
      throw CommandFailure(error)
    }
    let storyboards = app.files
    var sources = app.sources?.files ?? []
    let base = PathSpelling.absolute(root ?? ".", in: console.workingDirectory)
    let generated = Self.generatedFiles(for: storyboards, output: output)
    // A file the phase writes is never its input too, which Xcode rejects as a cycle.
    let written = Set(generated.map { PathSpelling.absolute($0, in: console.workingDirectory) })
    sources.removeAll { written.contains(PathSpelling.absolute($0, in: console.workingDirectory)) }
    let lists = XcodeFileList(root: base, workingDirectory: console.workingDirectory)
    let inputs = lists.content(storyboards + sources)
    let outputs = lists.content(generated)
    var listsWritten = 0
    for (list, content) in [(inputList, inputs), (outputList, outputs)] {
      let path = PathSpelling.absolute(list, in: console.workingDirectory)
      do {
        if try OutputFile.write(content, to: path) == .written { listsWritten += 1 }
      } catch {
        throw CommandFailure(error)
      }
    }
    console.errorLine(
      "segue xcfilelists: \(storyboards.count) storyboard(s) and \(sources.count) source(s) in, "
        + "\(outputs.split(separator: "\n").count) file(s) out; \(listsWritten) of 2 list(s) "
        + "written, the others unchanged.")
  }

  /// What `segue generate --output output` writes for `storyboards`: the file, or a file per
  /// storyboard name in the folder. Names come from the file names alone, as the generator's.
  static func generatedFiles(for storyboards: [String], output: String) -> [String] {
    switch OutputTarget(output) {
    case .standardOutput: []
    case .file(let path): [path]
    case .directory(let directory):
      Set(
        storyboards.map { path in
          let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
          return directory + "/" + OutputTarget.fileName(forStoryboard: name)
        }
      ).sorted(by: ByteOrder.precedes)
    }
  }
}
