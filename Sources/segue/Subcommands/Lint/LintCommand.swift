import Foundation
import SegueLint
import SourceIndex
import StoryboardKit

/// `segue lint`: finds the segue mistakes that otherwise surface as crashes or surprises at
/// run time, located so that Xcode shows them inline.
struct LintCommand: SegueCommand {
  static let description = CommandDescription(
    name: "lint", abstract: "Find segue mistakes: missing identifiers, dangling destinations…",
    argument: .storyboardPaths(
      "Lint all the storyboards of an app together so references resolve."),
    options: [
      .choice(
        "reporter", ReporterKind.allCases.map(\.rawValue),
        help: "xcode (default): path:line:col: severity: message [rule-id]. "
          + "json: one array of findings. sarif: SARIF 2.1.0 for code scanning. "
          + "github: GitHub Actions annotations."),
      .flag("strict", help: "Exit 1 on warnings too."),
      .value(
        "config", "FILE",
        help: "A JSON configuration file. Without it, ./\(LintConfiguration.conventionalName) "
          + "is read when it exists. Keys: disabled_rules, only_rules (arrays of rule ids), "
          + "severities (rule id to \"warning\" or \"error\"), excluded (globs or path "
          + "prefixes)."),
      .repeated(
        "sources", "DIR",
        help: "A Swift or Objective-C file or directory (repeatable); turns on the rules that "
          + "compare storyboards with code."),
      .value(
        "stamp", "FILE",
        help: "For build systems: after a run without errors, FILE holds the summary as one // "
          + "comment (so it is also a Swift file that compiles to nothing); a run with errors "
          + "removes it. Written only when its content changes."),
    ],
    discussion: [
      "RULES: \(LintRules.identifiers.joined(separator: ", ")). See docs/Rules.md."
    ],
    exitStatus: "0 no errors (warnings allowed unless --strict); 1 errors, warnings under "
      + "--strict, a malformed storyboard (reported as a parse-error finding) or a malformed "
      + "configuration (reported as path:line:col: error: …); 64 the command line is wrong.")

  var paths: [String]
  var reporter: ReporterKind
  var strict: Bool
  var configPath: String?
  var sourcePaths: [String]
  var stampPath: String?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    reporter = try arguments.choice("reporter", default: .xcode)
    strict = arguments.flag("strict")
    configPath = arguments.value("config")
    sourcePaths = arguments.values("sources")
    stampPath = arguments.value("stamp")
    paths = arguments.positionals
  }

  func run(console: Console) -> ExitCode {
    let configuration: LintConfiguration
    let files: [String]
    let sources: SourceIndex?
    do {
      guard let loaded = try LintConfigurationFile.load(given: configPath, console: console)
      else { return .failure }
      configuration = loaded
      let found = try StoryboardInputs.files(in: paths)
      if found.isEmpty { console.errorLine(StoryboardInputs.nothingFound(in: paths)) }
      files = found.filter { !configuration.isExcluded($0) }
      sources = try loadSources()
    } catch {
      console.errorLine("error: \(error)")
      return .usage
    }
    let set = StoryboardSet.load(files)
    let findings = Linter(configuration: configuration).lint(set, sources: sources)
    console.out(reporter.reporter.render(findings))
    let summary = Self.summary(
      storyboards: files.count, findings: findings, configuration: configuration,
      hasSources: sources != nil)
    console.errorLine(summary)
    let failing = findings.contains {
      $0.severity == .error || (strict && $0.severity == .warning)
    }
    if let stampPath,
      !Self.updateStamp(stampPath, summary: summary, failing: failing, console: console)
    {
      return .failure
    }
    return failing ? .failure : .success
  }

  /// Writes the stamp after a run without errors and removes it after one with errors, so that
  /// a build system reruns a failed lint; false after printing why it could not.
  private static func updateStamp(
    _ path: String, summary: String, failing: Bool, console: Console
  ) -> Bool {
    guard failing else {
      do {
        try OutputFile.write("// " + summary + "\n", to: path)
        return true
      } catch {
        console.errorLine("error: \(error.description)")
        return false
      }
    }
    guard FileManager.default.fileExists(atPath: path) else { return true }
    do {
      try FileManager.default.removeItem(atPath: path)
      return true
    } catch {
      console.errorLine(
        "error: Could not remove the stamp '\(path)': \(error.localizedDescription).")
      return false
    }
  }

  /// One line for standard error: what was read, what was found, and which rules did not run
  /// and why.
  static func summary(
    storyboards: Int, findings: [Diagnostic], configuration: LintConfiguration, hasSources: Bool
  ) -> String {
    let errors = findings.count { $0.severity == .error }
    let warnings = findings.count { $0.severity == .warning }
    var line =
      "segue lint: \(storyboards) storyboard(s), \(errors) error(s), \(warnings) warning(s)"
    let enabled = Set(configuration.enabledRules.map(\.identifier))
    let disabled = LintRules.all.count { !enabled.contains($0.identifier) }
    let needingSources = configuration.enabledRules.filter(\.needsSources).map(\.identifier)
    var skipped: [String] = []
    if !hasSources, !needingSources.isEmpty {
      skipped.append(
        "\(needingSources.count) need --sources (\(needingSources.joined(separator: ", ")))")
    }
    if disabled > 0 { skipped.append("\(disabled) disabled by the configuration") }
    if !skipped.isEmpty {
      line += "; rules that did not run: " + skipped.joined(separator: "; ")
    }
    return line + "."
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
}
