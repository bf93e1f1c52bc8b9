import Foundation
import SegueLint
import SourceIndex
import StoryboardKit

/// `segue lint`: finds the segue mistakes that otherwise surface as crashes or surprises at
/// run time, located so that Xcode shows them inline.
struct LintCommand: SegueCommand {
  static let name = "lint"
  static let abstract = "Find segue mistakes: missing identifiers, dangling destinations…"
  static let help = """
    OVERVIEW: \(abstract)

    USAGE: segue lint PATH... [--reporter xcode|json|sarif|github] [--strict]
                      [--config FILE] [--sources DIR]...

    ARGUMENTS:
      PATH          A .storyboard file, or a directory: every .storyboard under it. Lint
                    all the storyboards of an app together so references resolve.

    OPTIONS:
      --reporter    xcode (default): path:line:col: severity: message [rule-id].
                    json: one array of findings. sarif: SARIF 2.1.0 for code scanning.
                    github: GitHub Actions annotations.
      --strict      Exit 1 on warnings too.
      --config      A JSON configuration file. Without it, ./\(LintConfiguration.conventionalName)
                    is read when it exists. Keys: disabled_rules, only_rules (arrays of
                    rule ids), severities (rule id to "warning" or "error"), excluded
                    (globs or path prefixes).
      --sources     A Swift or Objective-C file or directory (repeatable); turns on the
                    rules that compare storyboards with code.
      --help        Show this help.

    RULES: \(LintRules.identifiers.joined(separator: ", ")). See docs/Rules.md.

    EXIT STATUS:
      0 no errors (warnings allowed unless --strict); 1 errors, warnings under --strict,
      a malformed storyboard (reported as a parse-error finding) or a malformed
      configuration (reported as path:line:col: error: …); 64 the command line is wrong.

    """

  var paths: [String]
  var reporter: ReporterKind
  var strict: Bool
  var configPath: String?
  var sourcePaths: [String]

  init(arguments: inout ArgumentScanner) throws(UsageError) {
    reporter = try arguments.choice("reporter", default: .xcode)
    strict = arguments.flag("strict")
    configPath = try arguments.value("config")
    sourcePaths = try arguments.values("sources")
    paths = try arguments.positionals()
    if paths.isEmpty { throw UsageError("Give at least one storyboard file or directory.") }
  }

  func run(console: Console) -> ExitCode {
    let configuration: LintConfiguration
    let files: [String]
    let sources: SourceIndex?
    do {
      guard let loaded = try loadConfiguration(console: console) else { return .failure }
      configuration = loaded
      files = try StoryboardInputs.files(in: paths).filter { !configuration.isExcluded($0) }
      sources = try loadSources()
    } catch {
      console.errorLine("error: \(error)")
      return .usage
    }
    let set = StoryboardSet.load(files)
    let findings = Linter(configuration: configuration).lint(set, sources: sources)
    console.out(reporter.reporter.render(findings))
    let failing = findings.contains {
      $0.severity == .error || (strict && $0.severity == .warning)
    }
    return failing ? .failure : .success
  }

  /// The index of `--sources`; nil without them.
  private func loadSources() throws(UsageError) -> SourceIndex? {
    guard !sourcePaths.isEmpty else { return nil }
    do {
      return try SourceIndex.load(sourcePaths)
    } catch {
      throw UsageError(error.description)
    }
  }

  /// The configuration to use; nil after printing a malformed one's error.
  private func loadConfiguration(console: Console) throws(UsageError) -> LintConfiguration? {
    var path = configPath
    if let given = path {
      guard FileManager.default.fileExists(atPath: given) else {
        throw UsageError("No configuration file exists at '\(given)'.")
      }
    } else if FileManager.default.fileExists(atPath: LintConfiguration.conventionalName) {
      path = LintConfiguration.conventionalName
    }
    guard let path else { return LintConfiguration() }
    do {
      return try ConfigurationLoader.load(path: path)
    } catch {
      console.errorLine(error.description)
      return nil
    }
  }
}
