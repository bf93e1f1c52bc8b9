import AppInputs
import DeterministicOutput
import Foundation
import SegueCommandLine
import SegueGenerator
import SourceIndex
import StoryboardKit

/// What `segue generate` was asked to do, read from its command line.
package struct GenerateOptions: Sendable, Hashable {
  /// The paths, `--project`, `--target`, `--sources` and `--module`, as every command reads
  /// them. What the sources declare decides which classes share an enum, which
  /// `@IBSegueAction` declarations are bound and which classes the code may name.
  var inputs: InputOptions
  /// `--output` as given: `-`, a file or a directory.
  var output: String
  var accessLevel: AccessLevel
  /// Write nothing; exit 1 when the output would change.
  var check: Bool
  /// `--no-scenes` and `--no-segues` turned off.
  var generatesScenes: Bool
  var generatesSegues: Bool
  /// Where `StoryboardScene` finds the storyboards: `--bundle EXPR`; nil when not given, and
  /// then the project target's kind says (``InputTarget/bundle``), else the default for a
  /// target of unknown kind.
  var bundle: SceneBundle?
  /// A directory to write stand-in declarations of the classes the code names, for
  /// typechecking without the app (Scripts/typecheck-generated).
  var stubClassesDirectory: String?
  /// Take the storyboards, sources and output from an Xcode Run Script phase's variables.
  var useScriptFiles: Bool
  /// `--standalone`: the code carries the part of SegueKit it uses.
  var standalone = false

  init(_ arguments: ParsedArguments) throws(UsageError) {
    output = arguments.value(GenerateCommand.outputOption) ?? "-"
    accessLevel = try arguments.choice(GenerateCommand.accessLevelOption, default: .internal)
    check = arguments.flag(GenerateCommand.checkOption)
    generatesScenes = !arguments.flag(GenerateCommand.noScenesOption)
    generatesSegues = !arguments.flag(GenerateCommand.noSeguesOption)
    stubClassesDirectory = arguments.value(GenerateCommand.stubClassesOption)
    bundle = try Self.bundle(
      arguments.value(GenerateCommand.bundleOption), generatesScenes: generatesScenes)
    inputs = try InputOptions(arguments, GenerateCommand.inputOptions)
    useScriptFiles = arguments.flag(GenerateCommand.useScriptFilesOption)
    standalone = arguments.flag(GenerateCommand.standaloneOption)
    if useScriptFiles,
      !inputs.request.paths.isEmpty || !inputs.request.sources.isEmpty
        || !inputs.request.projects.isEmpty || arguments.value(GenerateCommand.outputOption) != nil
    {
      throw UsageError(
        "'--use-script-files' takes the storyboards, sources and output from the Run Script "
          + "phase; give no PATH, '--output', '--sources' or '--project'.")
    }
    if !generatesScenes && !generatesSegues {
      throw UsageError("'--no-scenes' and '--no-segues' together leave nothing to generate.")
    }
    if check && output == "-" && !useScriptFiles {
      throw UsageError("'--check' compares with an output file or directory; give '--output'.")
    }
  }

  /// What the generator is asked to write, with the index of the sources, the module the
  /// code is compiled into (`--module`, else the target's) and the bundle the target's kind
  /// says (`--bundle` wins); relative paths are read from `workingDirectory`.
  func generatorOptions(
    sources index: SourceIndex?, storyboards: [String], module: String?,
    targetBundle: SceneBundle? = nil, workingDirectory: String
  ) -> GeneratorOptions {
    var options = GeneratorOptions(
      accessLevel: accessLevel, module: module, sources: index,
      inputSpelling: inputSpelling(storyboards, workingDirectory: workingDirectory),
      generatesSegues: generatesSegues, generatesScenes: generatesScenes,
      bundle: bundle ?? targetBundle ?? .moduleOrFramework)
    options.standalone = standalone
    return options
  }

  /// `--bundle EXPR` checked: an expression the file can hold, of a run that writes scenes.
  private static func bundle(_ expression: String?, generatesScenes: Bool) throws(UsageError)
    -> SceneBundle?
  {
    guard let expression else { return nil }
    guard generatesScenes else {
      throw UsageError(
        "'--bundle' says where StoryboardScene finds the storyboards; with '--no-scenes' there "
          + "is none.")
    }
    if let problem = SceneBundle.problem(inExpression: expression) {
      throw UsageError(
        "The '--bundle' expression \(expression.debugDescription) cannot be written into the generated file: "
          + "\(problem).")
    }
    return .expression(expression.trimmingCharacters(in: .whitespaces))
  }

  /// Each storyboard path spelled relative to the output's folder (the working directory for
  /// standard output), however it was given, so the header is the same on every checkout, from
  /// every working directory, and for a folder or its files named one by one.
  func inputSpelling(_ storyboards: [String], workingDirectory: String) -> [String: String] {
    let base =
      switch OutputTarget(output) {
      case .standardOutput: PathSpelling.absolute(".", in: workingDirectory)
      case .file(let path):
        PathSpelling.parent(of: PathSpelling.absolute(path, in: workingDirectory))
      case .directory(let path): PathSpelling.absolute(path, in: workingDirectory)
      }
    var spelling: [String: String] = [:]
    for path in storyboards {
      spelling[path] = PathSpelling.relative(
        PathSpelling.absolute(path, in: workingDirectory), from: base)
    }
    return spelling
  }
}
