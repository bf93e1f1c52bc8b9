import DeterministicOutput
import Foundation
import SourceIndex
import StoryboardKit

/// `segue xcfilelists`: writes the input and output `.xcfilelist` of an Xcode Run Script
/// phase that runs `segue generate --use-script-files`, so a sandboxed phase may read every
/// storyboard and source it needs and write every file it generates.
struct XcodeFileListsCommand: SegueCommand {
  /// `--input-list`.
  static let inputListOption = CommandOption.value(
    "input-list", "FILE",
    help: "The input file list to write (default: segue-inputs.xcfilelist): the storyboards "
      + "and the files of --sources.")

  /// `--output-list`.
  static let outputListOption = CommandOption.value(
    "output-list", "FILE",
    help: "The output file list to write (default: segue-outputs.xcfilelist): what segue "
      + "generate writes for --output.")

  /// `--output`.
  static let outputOption = CommandOption.value(
    "output", "FILE|DIR",
    help: "Where the phase's segue generate writes: one FILE, or a DIR (existing, or "
      + "ending in /) with NAME\(OutputTarget.fileNameSuffix) per storyboard name.")

  /// `--sources`.
  static let sourcesOption = CommandOption.repeated(
    "sources", "DIR",
    help: "A Swift or Objective-C file or directory (repeatable): its files join the "
      + "inputs, as the phase's segue generate reads them.")

  /// `--no-sources`.
  static let noSourcesOption = CommandOption.flag(
    "no-sources",
    help: "List no Swift or Objective-C file but those of --sources. Default: the files "
      + "under each folder PATH join the inputs too, as segue generate PATH reads them "
      + "(never the files the phase writes).")

  /// `--root`.
  static let rootOption = CommandOption.value(
    "root", "DIR",
    help: "The folder the lists spell as $(SRCROOT) (default: the working directory), so "
      + "they hold on every checkout.")

  static let description = CommandDescription(
    name: "xcfilelists",
    abstract: "Write the .xcfilelist inputs and outputs of a Run Script phase that generates.",
    argument: .storyboardPaths("The storyboards the phase generates code from."),
    options: [
      inputListOption,
      outputListOption,
      outputOption,
      sourcesOption,
      noSourcesOption,
      rootOption,
    ],
    discussion: [
      "Each list has one path per line, sorted, and is written only when its content changes. "
        + "Run the command again when storyboards or sources are added or removed; see "
        + "docs/Xcode.md for the phase."
    ],
    exitStatus: "0 the lists are written (or were up to date); 1 a list could not be written; "
      + "64 the command line is wrong.")

  var paths: [String]
  var inputList: String
  var outputList: String
  var output: String
  var sourcePaths: [String]
  /// `--no-sources` not given: the folder `PATH`s' own sources are inputs too.
  var readsFolderSources: Bool
  var root: String?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    paths = arguments.positionals
    sourcePaths = arguments.values(Self.sourcesOption)
    readsFolderSources = !arguments.flag(Self.noSourcesOption)
    root = arguments.value(Self.rootOption)
    guard let output = arguments.value(Self.outputOption) else {
      throw UsageError("Say where the phase's segue generate writes with '--output FILE|DIR'.")
    }
    guard output != "-" else {
      throw UsageError("A Run Script phase writes a file or a folder; give '--output FILE|DIR'.")
    }
    inputList = arguments.value(Self.inputListOption) ?? "segue-inputs.xcfilelist"
    outputList = arguments.value(Self.outputListOption) ?? "segue-outputs.xcfilelist"
    self.output = output
  }

  func run(console: Console) throws(CommandFailure) {
    let storyboards: [String]
    let problems: [PathProblem]
    var sources: [String]
    do {
      let found = try StoryboardInputs.find(paths)
      (storyboards, problems) = (found.files, found.problems)
      let folders = readsFolderSources ? found.sourceFolders : []
      sources = try SourceIndex.files(in: folders + sourcePaths)
    } catch let error as UsageError {
      throw CommandFailure(error)
    } catch let error as SourceIndexError {
      throw CommandFailure(error)
    } catch {
      throw CommandFailure(UsageError("\(error)"))
    }
    let pathProblems = PathStrictness(environment: console.environment).report(
      problems, to: console)
    // Under strictness a path problem is an error, and nothing is written.
    if pathProblems.contains(where: { $0.severity == .error }) { return }
    let base = PathSpelling.absolute(root ?? ".", in: console.workingDirectory)
    let generated = Self.generatedFiles(for: storyboards, output: output)
    // A file the phase writes is never its input too, which Xcode rejects as a cycle.
    let written = Set(generated.map { PathSpelling.absolute($0, in: console.workingDirectory) })
    sources.removeAll { written.contains(PathSpelling.absolute($0, in: console.workingDirectory)) }
    let inputs = XcodeFileList(root: base, workingDirectory: console.workingDirectory)
      .content(storyboards + sources)
    let outputs = XcodeFileList(root: base, workingDirectory: console.workingDirectory)
      .content(generated)
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
