import Foundation
import StoryboardKit

/// `segue lint`: finds the segue mistakes that otherwise surface as crashes or surprises at
/// run time, located so that Xcode shows them inline.
public struct LintCommand: SegueCommand {
  public static let name = "lint"
  public static let abstract = "Find segue mistakes: missing identifiers, dangling destinations…"
  public static let help = """
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

  public var paths: [String]
  public var reporter: ReporterKind
  public var strict: Bool
  public var configPath: String?
  public var sourcePaths: [String]

  public init(arguments: inout ArgumentScanner) throws(UsageError) {
    reporter = try arguments.choice("reporter", default: .xcode)
    strict = arguments.flag("strict")
    configPath = try arguments.value("config")
    sourcePaths = try arguments.values("sources")
    paths = try arguments.positionals()
    if paths.isEmpty { throw UsageError("Give at least one storyboard file or directory.") }
  }

  public func run(console: Console) -> ExitCode {
    let configuration: LintConfiguration
    let files: [String]
    let sources: SourceIndex?
    do {
      guard let loaded = try loadConfiguration(console: console) else { return .failure }
      configuration = loaded
      files = try StoryboardInputs.files(in: paths).filter { !configuration.isExcluded($0) }
      sources = sourcePaths.isEmpty ? nil : try SourceIndex.load(sourcePaths)
    } catch {
      console.errorLine("error: \(error.message)")
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
