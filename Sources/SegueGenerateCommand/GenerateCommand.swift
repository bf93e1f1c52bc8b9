import AppInputs
import DeterministicOutput
import Foundation
import SegueCommandLine
import SegueGenerator
import SourceIndex
import StoryboardKit

/// `segue generate`: writes, for every custom controller class that starts identified segues,
/// a `SegueHandler` extension with its `SegueIdentifier` enum and typed destinations; and
/// `StoryboardScene`, each storyboard's scenes typed as their controllers.
package struct GenerateCommand: SegueCommand {
  /// `--output`.
  static let outputOption = CommandOption.value(
    "output", "FILE|DIR|-",
    help: "- (default): standard output. \(OutputTarget.forms); a file generated for "
      + "storyboards since removed from a folder it reads is removed. Files are written "
      + "atomically and only when their content changes.")

  /// `--access-level`.
  static let accessLevelOption = CommandOption.choice(
    "access-level", of: AccessLevel.self,
    help: "internal (default) or public: the access of the generated declarations.")

  /// `--project`, `--target` and `--sources`.
  static let inputOptions = InputOptionGroup(
    each: "which must be one: each target gets its own StoryboardScene (run once per target)",
    sources: "a subclass's segues join the enum of the superclass that conforms, which Swift "
      + "would otherwise reject as a second conformance; @IBSegueAction methods are named as "
      + "declared, and warned about in lint's words when UIKit cannot call them.")

  /// `--no-scenes`.
  static let noScenesOption = CommandOption.flag(
    "no-scenes",
    help: "Write no StoryboardScene (the scenes by storyboard identifier), for a project "
      + "that keeps SwiftGen's or R.swift's.")

  /// `--bundle`.
  static let bundleOption = CommandOption.value(
    "bundle", "EXPR",
    help: "A Swift expression of type Bundle that StoryboardScene loads the storyboards "
      + "from, such as a CocoaPods resource bundle; it is written into the file as given "
      + "(your code, on one line). Default with a project: the app's main bundle, or a "
      + "framework target's own; else Bundle.module where SwiftPM builds the file, and the "
      + "bundle of the module's classes otherwise (the framework's, or the app's main "
      + "bundle).")

  /// `--no-segues`.
  static let noSeguesOption = CommandOption.flag(
    "no-segues",
    help: "Write no SegueHandler extensions, for a project that keeps another tool's segues.")

  /// `--standalone`.
  static let standaloneOption = CommandOption.flag(
    "standalone",
    help: "Write the part of SegueKit the code uses into it instead of importing SegueKit, "
      + "for an app that links no SegueKit module (a CocoaPods-only app).")

  /// `--check`.
  static let checkOption = CommandOption.flag(
    "check", help: "Write nothing; exit 1 when the output files would change or be removed.")

  /// `--stub-classes`.
  static let stubClassesOption = CommandOption.value(
    "stub-classes", "DIR",
    help: "Also write stand-in declarations of the classes the code names into DIR, to "
      + "typecheck it without the app, and scenes.tsv, the type of each scene accessor "
      + "(Scripts/typecheck-generated).")

  /// `--use-script-files`.
  static let useScriptFilesOption = CommandOption.flag(
    "use-script-files",
    help: "In an Xcode Run Script phase: the storyboards and --sources are its input files "
      + "and input file lists (SCRIPT_INPUT_FILE_n, SCRIPT_INPUT_FILE_LIST_n), the output "
      + "its output files and output file lists (SCRIPT_OUTPUT_FILE_n, "
      + "SCRIPT_OUTPUT_FILE_LIST_n): one file, or the NAME+Segues.swift files of one "
      + "folder. Nothing else is read or written, as user-script sandboxing requires; give "
      + "no PATH, --output or --sources. See docs/Xcode.md.")

  package static let description = CommandDescription(
    name: "generate",
    abstract: "Write typed segue identifiers, destinations and scenes as Swift code.",
    argument: {
      var paths = CommandDescription.Argument.storyboardPaths(
        "Storyboard references are followed across all the storyboards given. An Xcode "
          + "project, or a folder holding one, reads its target (see --project).",
        unlessFlag: "use-script-files")
      paths.absent = "Give at least one storyboard file or directory, or --project PATH."
      return paths
    }(),
    options: [
      outputOption,
      accessLevelOption,
    ]
      + inputOptions.options + [
        noScenesOption,
        bundleOption,
        noSeguesOption,
        standaloneOption,
        checkOption,
        stubClassesOption,
        useScriptFilesOption,
      ],
    discussion: [
      "The summary on standard error counts what was skipped and why; storyboards that "
        + "disagree about a segue are reported as warnings."
    ],
    exitStatus: "0 generated (or, with --check, up to date); 1 an input is malformed (nothing "
      + "is written), an output could not be written, or --check found a change; 64 the "
      + "command line is wrong, or storyboards of one name in different folders need telling "
      + "apart (nothing is written).")

  var options: GenerateOptions

  package init(_ arguments: ParsedArguments) throws(UsageError) {
    options = try GenerateOptions(arguments)
  }

  package func run(console: Console) throws(CommandFailure) {
    var options = self.options
    var declared: Set<String>?
    if options.useScriptFiles {
      do {
        declared = try options.adopt(
          ScriptPhaseFiles(environment: console.environment),
          workingDirectory: console.workingDirectory)
      } catch {
        throw CommandFailure(error)
      }
    }
    let oneTarget = "Generated code is compiled into"
    // A watch app's storyboards and a launch screen give no generated code: an iOS app with a
    // watch app (SafeTimer's, tpg offline's) has one target to generate for.
    guard
      let input = options.inputs.resolve(
        console: console, oneTarget: oneTarget,
        chosenAlone: \.givesGeneratedCode)?.targets[0]
    else { return }
    // The generated code names controllers and segues, never the custom objects.
    let app = try input.load(
      reading: AppReading(launchScreens: true, customObjects: .never), console: console)
    let set = app.storyboards
    guard set.errors.isEmpty else {
      console.diagnostics.emit(set.errors.map(\.diagnostic))
      throw CommandFailure(
        "Nothing was generated, because \(set.errors.count) input(s) could not be read.",
        errorID: "inputs-unreadable")
    }
    let generation = SegueGeneration(
      documents: set.documents, graph: app.graph,
      options: options.generatorOptions(
        sources: app.sources, storyboards: set.documents.map(\.path), module: input.module,
        targetBundle: input.bundle, workingDirectory: console.workingDirectory))
    let target = OutputTarget(options.output)
    // Storyboards of one name that the run cannot tell apart: it says which, and writes nothing.
    let clashes = generation.nameClashes(fileName: target.namesFilesAfterStoryboards)
    guard clashes.isEmpty else {
      console.diagnostics.emit(
        clashes.map {
          Diagnostic(severity: .error, message: $0.description, errorID: "storyboard-name-clash")
        })
      throw CommandFailure(
        "Nothing was generated, because \(clashes.count) storyboard name(s) are ambiguous.",
        errorID: UsageError.errorID)
    }
    console.diagnostics.emit(generation.warnings)
    let outputs = Self.outputs(of: generation, to: target)
    if let declared,
      let undeclared = outputs.compactMap(\.path).first(where: { path in
        !declared.contains(PathSpelling.absolute(path, in: console.workingDirectory))
      })
    {
      throw CommandFailure(ScriptPhaseError.undeclaredOutput(undeclared))
    }
    // A sandboxed phase may not list its output folder, and would not be let remove a file.
    let stale =
      options.useScriptFiles
      ? []
      : Self.staleOutputs(
        in: target, besides: outputs,
        folders: Set(
          set.documents.map {
            PathSpelling.parent(of: PathSpelling.absolute($0.path, in: console.workingDirectory))
          }), workingDirectory: console.workingDirectory)
    if options.check {
      check(outputs, stale: stale, console: console)
    } else {
      try write(
        outputs, removing: stale,
        temporaryDirectory: options.useScriptFiles ? NSTemporaryDirectory() : nil,
        console: console)
    }
    if !options.check, let directory = options.stubClassesDirectory {
      let scenes = ["scenes.tsv": generation.sceneTypes()]
      for (path, content) in generation.stubClasses().merging(scenes, uniquingKeysWith: { $1 }) {
        do {
          try OutputFile.write(content, to: directory + "/" + path)
        } catch {
          throw CommandFailure(error)
        }
      }
    }
    for line in generation.summary { console.errorLine(line) }
    console.diagnostics.emit(generation.runWarnings + generation.runNotes)
  }

  /// The files to write for `generation`, each with its path (nil for standard output), in
  /// path order.
  static func outputs(of generation: SegueGeneration, to target: OutputTarget)
    -> [(path: String?, content: String)]
  {
    switch target {
    case .standardOutput: [(nil, generation.singleFile())]
    case .file(let path): [(path, generation.singleFile())]
    case .directory(let directory):
      generation.filePerStoryboard().map { file in
        (directory + "/" + OutputTarget.fileName(forStoryboard: file.storyboard), file.content)
      }
    }
  }

  /// The files of the output directory that an earlier run wrote for storyboards that are
  /// gone from the `folders` this run reads; none for other outputs.
  static func staleOutputs(
    in target: OutputTarget, besides outputs: [(path: String?, content: String)],
    folders: Set<String>, workingDirectory: String
  ) -> [String] {
    guard case .directory(let directory) = target else { return [] }
    let absolute = PathSpelling.absolute(directory, in: workingDirectory)
    let current = Set(
      outputs.compactMap(\.path).map { PathSpelling.absolute($0, in: workingDirectory) })
    let stale = StaleOutputs.find(in: absolute, current: current, folders: folders)
    // Reported as the output was spelt.
    return stale.map { directory + "/" + ($0 as NSString).lastPathComponent }
  }

  private func write(
    _ outputs: [(path: String?, content: String)], removing stale: [String],
    temporaryDirectory: String?, console: Console
  ) throws(CommandFailure) {
    var written = 0
    for output in outputs {
      guard let path = output.path else {
        console.out(output.content)
        continue
      }
      do {
        let outcome = try OutputFile.write(
          output.content, to: path, temporaryDirectory: temporaryDirectory)
        if outcome == .written { written += 1 }
      } catch {
        throw CommandFailure(error)
      }
    }
    if outputs.contains(where: { $0.path != nil }) {
      console.errorLine(
        "segue generate: \(written) of \(outputs.count) file(s) written, the others unchanged.")
    }
    for path in stale {
      do {
        try FileManager.default.removeItem(atPath: path)
      } catch {
        throw CommandFailure(
          "Could not remove the stale file '\(path)': \(error.localizedDescription).",
          errorID: "output-unwritable")
      }
      console.errorLine(
        "segue generate: removed '\(path)', generated for storyboards that no longer exist."
      )
    }
  }

  private func check(
    _ outputs: [(path: String?, content: String)], stale leftovers: [String], console: Console
  ) {
    for output in outputs {
      guard let path = output.path else { continue }
      guard let data = FileManager.default.contents(atPath: path) else {
        console.diagnostics.emit(
          Diagnostic(
            path: path, severity: .error,
            message: "The generated file is missing; run segue generate to write it.",
            errorID: "generated-file-missing"))
        continue
      }
      // The code is compared, not the header: it names no option, but a file written by an
      // older version may still hold one.
      let existing = String(decoding: data, as: UTF8.self)
      let differences = GeneratedCodeComparison.differences(old: existing, new: output.content)
      guard
        GeneratedCodeComparison.code(of: existing)
          != GeneratedCodeComparison.code(of: output.content)
      else { continue }
      // Each declaration that differs is a note, at most ten of them.
      var notes = differences.prefix(10).map { DiagnosticNote(message: "Declaration \($0).") }
      if differences.count > 10 {
        notes.append(DiagnosticNote(message: "And \(differences.count - 10) more declarations."))
      }
      console.diagnostics.emit(
        Diagnostic(
          path: path, severity: .error,
          message: "The generated code is out of date; run segue generate again.",
          errorID: "generated-code-stale", notes: notes))
    }
    console.diagnostics.emit(
      leftovers.map {
        Diagnostic(
          path: $0, severity: .error,
          message: "The file was generated for storyboards that no longer exist; run segue "
            + "generate again to remove it.", errorID: "generated-file-left-over")
      })
  }
}
