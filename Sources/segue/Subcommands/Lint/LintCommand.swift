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
      .flag(
        "strict",
        help: "Exit 1 on warnings too, and on a PATH without storyboards or a folder that "
          + "cannot be read (always so under CI=true)."),
      .value(
        "config", "FILE",
        help: "A JSON configuration file. Without it, ./\(LintConfiguration.conventionalName) "
          + "is read when it exists. Keys: disabled_rules, only_rules (arrays of rule ids), "
          + "severities (rule id to \"warning\" or \"error\"), excluded (globs or path "
          + "prefixes)."),
      .repeated(
        "sources", "[NAME=]DIR",
        help: "A Swift or Objective-C file or directory (repeatable); turns on the rules that "
          + "compare storyboards with code. NAME=DIR says its files are module NAME (a folder "
          + "of Swift package target Sources/NAME/ beside a Package.swift is module NAME "
          + "without it; any other file is in the app's module); write ./DIR for a folder "
          + "whose name holds '='. Sources that declare no class at all (an app in another "
          + "language) give one warning and the rules that read them do not run."),
      .value(
        "module", "NAME",
        help: "The app's module, as generate's --module: classes whose customModule is NAME "
          + "are looked for in the app's files. Without it, each storyboard's own target "
          + "name: the customModule Interface Builder wrote for its customModuleProvider="
          + "\"target\" classes."),
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
      + "--strict, a PATH without storyboards under --strict or CI=true, a malformed storyboard "
      + "(reported as a parse-error finding) or a malformed "
      + "configuration (reported as path:line:col: error: …); 64 the command line is wrong.")

  var paths: [String]
  var reporter: ReporterKind
  var strict: Bool
  var configPath: String?
  var sources: [SourceInput]
  /// The app's module name, `--module`.
  var module: String?
  /// The file `--stamp` writes after a run without errors.
  var stampPath: String?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    reporter = try arguments.choice("reporter", default: .xcode)
    strict = arguments.flag("strict")
    configPath = arguments.value("config")
    module = arguments.value("module")
    stampPath = arguments.value("stamp")
    if let module, !Self.isModuleName(module) {
      throw UsageError("The module name '\(module)' is not a Swift identifier.")
    }
    do {
      sources = try arguments.values("sources").map { argument throws(SourceIndexError) in
        try SourceInput(parsing: argument)
      }
    } catch {
      throw UsageError(error.description)
    }
    paths = arguments.positionals
  }

  /// Whether `name` can name a module: an identifier of ASCII letters, digits and `_`.
  private static func isModuleName(_ name: String) -> Bool {
    guard let first = name.first, !first.isNumber else { return false }
    return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
  }

  func run(console: Console) -> ExitCode {
    let configuration: LintConfiguration
    let files: [String]
    let index: SourceIndex?
    let pathsFail: Bool
    do {
      guard let loaded = try LintConfigurationFile.load(given: configPath, console: console)
      else { return .failure }
      configuration = loaded
      let (found, problems) = try StoryboardInputs.search(paths)
      let strictness = PathStrictness(flag: strict, environment: console.environment)
      pathsFail = strictness.report(problems, to: console)
      files = found.filter { !configuration.isExcluded($0) }
      index = try loadSources(storyboards: files)
    } catch {
      console.errorLine("error: \(error)")
      return .usage
    }
    let state = SourcesState(index)
    if case .declareNothing(let fileCount) = state {
      console.errorLine(
        "warning: The --sources given declare no class (\(fileCount) Swift or Objective-C "
          + "file(s) read), so the rules that compare storyboards with code did not run; give "
          + "the folders of the app's Swift or Objective-C code.")
    }
    let set = StoryboardSet.load(files)
    let usable = state == .read ? index : nil
    let findings = Linter(configuration: configuration).lint(set, sources: usable)
    console.out(reporter.reporter.render(findings))
    let summary = Self.summary(
      storyboards: files.count, findings: findings, configuration: configuration,
      sources: state)
    console.errorLine(summary)
    let failing =
      pathsFail
      || findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
      || (strict && state != .read && state != .absent)
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
    storyboards: Int, findings: [Diagnostic], configuration: LintConfiguration,
    sources: SourcesState
  ) -> String {
    let errors = findings.count { $0.severity == .error }
    let warnings = findings.count { $0.severity == .warning }
    var line =
      "segue lint: \(storyboards) storyboard(s), \(errors) error(s), \(warnings) warning(s)"
    let enabled = Set(configuration.enabledRules.map(\.identifier))
    let disabled = LintRules.all.count { !enabled.contains($0.identifier) }
    let needingSources = configuration.enabledRules.filter(\.needsSources).map(\.identifier)
    var skipped: [String] = []
    if sources != .read, !needingSources.isEmpty {
      let why = sources == .absent ? "need --sources" : "need sources that declare classes"
      skipped.append(
        "\(needingSources.count) \(why) (\(needingSources.joined(separator: ", ")))")
    }
    if disabled > 0 { skipped.append("\(disabled) disabled by the configuration") }
    if !skipped.isEmpty {
      line += "; rules that did not run: " + skipped.joined(separator: "; ")
    }
    return line + "."
  }

  /// The index of `--sources`, with the packages that hold the storyboards; nil without
  /// sources.
  private func loadSources(storyboards: [String]) throws(UsageError) -> SourceIndex? {
    guard !sources.isEmpty else { return nil }
    do {
      var index = try SourceIndex.load(sources)
      index.moduleMap.findPackages(holding: storyboards)
      index.moduleMap.appModuleName = module
      return index
    } catch {
      throw UsageError(error.description)
    }
  }
}
