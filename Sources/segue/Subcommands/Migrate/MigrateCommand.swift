import AppInputs
import Foundation
import SegueCommandLine
import SegueGenerateCommand
import SegueGenerator
import SegueMigrator
import SourceIndex
import StoryboardKit

/// `segue migrate`: rewrites an app's string-based segue and scene code to the typed API that
/// `segue generate` writes, in place, as precise edits; what it cannot rewrite exactly is
/// left as it is and listed with `path:line:col` and why.
struct MigrateCommand: SegueCommand {
  /// `--dry-run`.
  static let dryRunOption = CommandOption.flag(
    "dry-run", help: "Write nothing; print what would change as a unified diff.")

  /// `--check`.
  static let checkOption = CommandOption.flag(
    "check", help: "Write nothing; exit 1 when a file would change (for CI).")

  /// `--project`, `--target` and `--sources`.
  static let inputOptions = InputOptionGroup(
    each: "each judged on its own",
    sources: "the files rewritten, and what the generated code is told.")

  static let description = CommandDescription(
    name: "migrate",
    abstract: "Rewrite string-based segue and scene code to the typed API, in place.",
    argument: .storyboardPaths(
      "The Swift files rewritten are the sources read with them: a folder's own files, "
        + "--sources, or the project target's (see --project).",
      unlessFlag: "project"),
    options: [
      dryRunOption,
      checkOption,
    ] + inputOptions.options,
    discussion: [
      "Rewrites performSegue(withIdentifier: \"x\", sender: s) to performSegue(.x, sender: s) "
        + "in a class whose SegueIdentifier has x, and "
        + "instantiateViewController(withIdentifier: \"x\") as! T and "
        + "UIStoryboard(name: \"S\", bundle: nil).instantiateInitialViewController() to "
        + "StoryboardScene.S.x.instantiate(). The names are those segue generate writes: run "
        + "it into the app too. Everything else is kept byte for byte; a second run changes "
        + "nothing. See docs/Migrate.md."
    ],
    exitStatus: "0 migrated (or, with --check, nothing would change); 1 a file was left whole "
      + "(a conflict marker, unbalanced brackets), an input is malformed, a file could not be "
      + "written, or --check found a change; 64 the command line is wrong.")

  var inputs: InputOptions
  var dryRun: Bool
  var check: Bool

  init(_ arguments: ParsedArguments) throws(UsageError) {
    inputs = try InputOptions(arguments, Self.inputOptions)
    dryRun = arguments.flag(Self.dryRunOption)
    check = arguments.flag(Self.checkOption)
    if dryRun && check {
      throw UsageError("Give '--dry-run' or '--check', not both.")
    }
  }

  func run(console: Console) throws(CommandFailure) {
    guard let targets = inputs.resolve(console: console)?.targets else { return }
    // A file several targets compile is migrated under each, and keeps only what builds in
    // all of them (SharedFileMigration).
    var passes: [String: [SharedFileMigration.Pass]] = [:]
    var order: [String] = []
    var texts: [String: String] = [:]
    for input in targets {
      let app = try load(input)
      let migrator = migrator(for: app, input: input, console: console)
      for (path, text) in try files(of: app, known: &texts) {
        if passes[path] == nil { order.append(path) }
        passes[path, default: []].append(
          SharedFileMigration.Pass(
            target: input.name ?? "the app", migration: migrator.migrate(path: path, text: text),
            conditions: input.conditions))
      }
    }
    let migrations = order.map { path in
      SharedFileMigration.merged(passes[path] ?? [], path: path, text: texts[path] ?? "")
    }
    try finish(migrations, console: console)
  }

  /// `input`'s storyboards and sources, loaded once.
  private func load(_ input: InputTarget) throws(CommandFailure) -> AppInput {
    do {
      return try AppInput(input, reading: .everything)
    } catch {
      throw CommandFailure(error)
    }
  }

  /// The migrator of `app`: the names its storyboards' generated code declares.
  private func migrator(for app: AppInput, input: InputTarget, console: Console) -> SegueMigrator {
    // An unreadable storyboard names nothing: the call sites of its scenes and segues are
    // left, and the others are migrated.
    console.diagnostics.emit(
      app.storyboards.errors.map(\.diagnostic).map { error in
        var warning = error
        warning.severity = .warning
        warning.message += " Its scenes and segues are not migrated."
        return warning
      })
    let sources = app.sources
    console.diagnostics.emit(app.sourceWarnings)
    let generation = SegueGeneration(
      documents: app.storyboards.documents, graph: app.graph,
      options: GeneratorOptions(
        module: input.module, sources: sources, bundle: input.bundle ?? .moduleOrFramework))
    return SegueMigrator(
      names: generation.typedNames, constants: ResolvedConstants(sources),
      hierarchy: sources?.hierarchy ?? ClassHierarchy(declared: [], superclasses: [:]))
  }

  /// The app's own source files with their text (read once across targets), the generated
  /// file left out: it is the typed API, not a user of strings. A library the app links keeps
  /// its code: it is migrated as a target of its own.
  private func files(of app: AppInput, known texts: inout [String: String])
    throws(CommandFailure) -> [(path: String, text: String)]
  {
    var files: [(path: String, text: String)] = []
    for path in app.sources?.appFiles ?? [] {
      if texts[path] == nil {
        guard let data = FileManager.default.contents(atPath: path) else {
          throw CommandFailure(
            "Nothing was migrated, because '\(path)' could not be read.",
            errorID: "inputs-unreadable")
        }
        texts[path] = String(decoding: data, as: UTF8.self)
      }
      let text = texts[path] ?? ""
      if text.hasPrefix(SegueGeneration.firstLine) { continue }
      files.append((path, text))
    }
    return files
  }
}
