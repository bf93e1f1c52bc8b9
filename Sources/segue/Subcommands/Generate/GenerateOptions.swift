import Foundation
import SegueGenerator
import SourceIndex
import StoryboardKit

/// What `segue generate` was asked to do, read from its command line.
struct GenerateOptions: Sendable, Hashable {
  /// The storyboard files and directories, as given.
  var paths: [String]
  /// `--output` as given: `-`, a file or a directory.
  var output: String
  var accessLevel: AccessLevel
  /// The module the code is compiled into: classes whose `customModule` names it need no import.
  var module: String?
  /// Write nothing; exit 1 when the output would change.
  var check: Bool
  /// `--no-scenes` and `--no-segues` turned off.
  var generatesScenes: Bool
  var generatesSegues: Bool
  /// A directory to write stand-in declarations of the classes the code names, for
  /// typechecking without the app (Scripts/typecheck-generated).
  var stubClassesDirectory: String?
  /// Swift and Objective-C files or directories, each maybe with its module (`NAME=DIR`):
  /// what the sources declare decides which classes share an enum, which `@IBSegueAction`
  /// declarations are bound and which classes the code may name.
  var sources: [SourceInput]
  /// Take the storyboards, sources and output from an Xcode Run Script phase's variables.
  var useScriptFiles: Bool

  init(_ arguments: ParsedArguments) throws(UsageError) {
    output = arguments.value("output") ?? "-"
    accessLevel = try arguments.choice("access-level", default: .internal)
    module = arguments.value("module")
    check = arguments.flag("check")
    generatesScenes = !arguments.flag("no-scenes")
    generatesSegues = !arguments.flag("no-segues")
    stubClassesDirectory = arguments.value("stub-classes")
    do {
      sources = try arguments.values("sources").map { argument throws(SourceIndexError) in
        try SourceInput(parsing: argument)
      }
    } catch {
      throw UsageError(error.description)
    }
    paths = arguments.positionals
    useScriptFiles = arguments.flag("use-script-files")
    if useScriptFiles,
      !paths.isEmpty || arguments.value("output") != nil || !sources.isEmpty
    {
      throw UsageError(
        "'--use-script-files' takes the storyboards, sources and output from the Run Script "
          + "phase; give no PATH, '--output' or '--sources'.")
    }
    if let module, !SwiftIdentifier.isValid(module) {
      throw UsageError("The module name '\(module)' is not a Swift identifier.")
    }
    if !generatesScenes && !generatesSegues {
      throw UsageError("'--no-scenes' and '--no-segues' together leave nothing to generate.")
    }
    if check && output == "-" && !useScriptFiles {
      throw UsageError("'--check' compares with an output file or directory; give '--output'.")
    }
  }

  /// What the generator is asked to write, with the index of the sources; relative paths are
  /// read from `workingDirectory`.
  func generatorOptions(sources index: SourceIndex?, workingDirectory: String)
    -> GeneratorOptions
  {
    GeneratorOptions(
      accessLevel: accessLevel, module: module, sources: index,
      command: commandLine(workingDirectory: workingDirectory),
      generatesSegues: generatesSegues, generatesScenes: generatesScenes)
  }

  /// The command line that regenerates the output, for the generated header: options in a
  /// fixed order, then the paths sorted. Every path is spelled relative to the output's folder
  /// (the working directory for standard output), however it was given, so the header is the
  /// same on every checkout; each is quoted for a shell when it needs to be.
  func commandLine(workingDirectory: String) -> String {
    let base: String
    var outputWord: String?
    switch OutputTarget(output) {
    case .standardOutput:
      base = PathSpelling.absolute(".", in: workingDirectory)
    case .file(let path):
      let file = PathSpelling.absolute(path, in: workingDirectory)
      base = (file as NSString).deletingLastPathComponent
      outputWord = PathSpelling.relative(file, from: base)
    case .directory(let path):
      base = PathSpelling.absolute(path, in: workingDirectory)
      outputWord = "."
    }
    func spelled(_ path: String) -> String {
      PathSpelling.relative(PathSpelling.absolute(path, in: workingDirectory), from: base)
    }
    var line = "segue generate"
    if accessLevel != .internal { line += " --access-level " + accessLevel.rawValue }
    if let module { line += " --module " + SwiftStringLiteral.commentSafe(module) }
    if !generatesScenes { line += " --no-scenes" }
    if !generatesSegues { line += " --no-segues" }
    // The sources decide which classes share an enum, so they are part of the command.
    let sourceWords = sources.map { input in
      // A relative path that would read as NAME=… keeps its ./ prefix.
      let path = spelled(input.path)
      let written =
        input.module == nil && path.contains("=") && !path.hasPrefix("/")
        ? "./" + path : path
      return (input.module.map { $0 + "=" } ?? "") + written
    }
    for word in Set(sourceWords).sorted(by: ByteOrder.precedes) {
      line += " --sources " + Self.shellWord(word)
    }
    if let outputWord { line += " --output " + Self.shellWord(outputWord) }
    for path in Set(paths.map(spelled)).sorted(by: ByteOrder.precedes) {
      line += " " + Self.shellWord(path)
    }
    return line
  }

  /// `word` as a shell reads it back: as it is when it holds only characters a shell leaves
  /// alone, otherwise in single quotes; safe to put in a `//` comment either way.
  private static func shellWord(_ word: String) -> String {
    let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { Self.unquoted.contains($0) }
    if plain { return word }
    return SwiftStringLiteral.commentSafe(
      "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'")
  }

  /// The characters a shell takes as they are: letters, digits and / . _ - + , = @ :.
  private static let unquoted = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+,=@:".unicodeScalars)
}
