import Foundation
import SegueTestSupport
import Testing

@testable import AppInputs
@testable import ProjectModel
@testable import SegueCommandLine
@testable import SegueGenerateCommand
@testable import SegueGenerator
@testable import SegueGraph
@testable import SegueLint
@testable import SourceIndex
@testable import StoryboardExplorer
@testable import StoryboardKit
@testable import StoryboardSimulator
@testable import segue

/// Every error type of the tool's libraries and executable gives the one diagnostic value.
@Suite struct ErrorConformanceTests {
  /// One value of each error type, as the protocol sees it.
  static let samples: [any Error & DiagnosticConvertible] = {
    let place = StoryboardLocation(
      path: "Main.storyboard", location: TextLocation(line: 4, column: 2))
    return [
      StoryboardError(path: "Main.storyboard", location: place.location, message: "Found '<'."),
      XMLSyntaxError(offset: 3, message: "Found '<'."),
      FileReader.Failure(message: "The path is a directory; expected a .storyboard file."),
      ProjectError(path: "App.xcodeproj", "The project cannot be read."),
      ConfigurationError(
        path: ".segue-lint.json", location: place.location, message: "Unknown rule 'x'."),
      BaselineError(path: "baseline.json", message: "No baseline can be read here."),
      JSONReader.SyntaxError(location: place.location, message: "Expected a value."),
      SourceIndexError.missing(path: "Sources"),
      SegueActionSelectorRefusal.notASelector,
      SkipReason.segueWithoutIdentifier,
      GraphRenderError("Graphviz's dot was not found."),
      SimulatorError.noStoryboards,
      SegueProblem.noDestination,
      StepFailure(step: "back", number: 1, reason: .nothingPresented, place: place),
      StepError(.nothingPresented, at: place),
      InstantiationError(kind: .cycle, scene: "Root", place: place),
      UsageError("Name a command."),
      InputUsageError("No file or directory exists at 'App'."),
      AppInputError(diagnostics: [
        InputUsageError("No file or directory exists at 'App'.").diagnostic
      ]),
      ScriptPhaseError.noOutput,
      OutputFile.WriteError(path: "Out.swift", reason: "the disk is full"),
      CommandFailure(UsageError("Name a command.")),
    ]
  }()

  /// Error types that do not conform, each with why.
  static let exempt: [String: String] = [
    // Carries what InputResolver said; the command line prints it, and the engine decides the status.
    "AppInputs.Failure": "a status, not a problem"
  ]

  /// The targets whose errors are the app's at run time (NavigationCore, SegueKit,
  /// HeadlessNavigation), a benchmark's or the CI scripts' (SegueCI), not the tool's.
  static let otherTargets: Set<String> = [
    "NavigationCore", "SegueKit", "HeadlessNavigation", "SegueBenchmark", "SegueCI",
  ]

  @Test(arguments: 0..<samples.count)
  func everyErrorTypeGivesADiagnostic(_ index: Int) {
    let diagnostic = Self.samples[index].diagnostic
    let name = String(reflecting: type(of: Self.samples[index]))
    #expect(diagnostic.errorID?.isEmpty == false, "\(name) has no error id")
    #expect(diagnostic.ruleID == nil, "\(name) is not a lint rule")
    #expect(diagnostic.message.hasSuffix("."), "\(name): '\(diagnostic.message)' is no sentence")
    #expect(!diagnostic.message.hasPrefix("error:"), "\(name) prints its severity itself")
  }

  /// Fails when an error type is added to Sources without a sample above (and so, without a
  /// conformance the compiler checks).
  @Test func theSamplesCoverEveryErrorTypeDeclaredInSources() throws {
    let declared = try Self.declaredErrorTypes()
    let sampled = Set(
      Self.samples.map { sample in
        // A generic error type is named without its arguments, as it is declared.
        let name = String(reflecting: type(of: sample)).prefix { $0 != "<" }
        let parts = name.split(separator: ".")
        return "\(parts.first ?? "").\(parts.last ?? "")"
      })
    let missing = declared.subtracting(sampled).subtracting(Self.exempt.keys)
    #expect(
      missing.isEmpty, "Error types without a DiagnosticConvertible sample: \(missing.sorted())")
    #expect(declared.count >= 20)
  }

  /// `Module.Type` for every struct, enum or class in Sources (generic or not) whose inheritance
  /// clause names `Error` (the folder `segue` is the executable's module).
  static func declaredErrorTypes() throws -> Set<String> {
    let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
    let pattern = try NSRegularExpression(
      pattern:
        #"(?m)^\s*(?:package |public |private |fileprivate )?(?:struct|enum|class) (\w+)(?:<[^>]*>)?\s*:[^{]*\bError\b"#
    )
    var names = Set<String>()
    let enumerator = FileManager.default.enumerator(atPath: sources.path)
    while let relative = enumerator?.nextObject() as? String {
      guard relative.hasSuffix(".swift"), let module = relative.split(separator: "/").first,
        !otherTargets.contains(String(module))
      else { continue }
      let text = try String(
        contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
      let range = NSRange(text.startIndex..., in: text)
      for match in pattern.matches(in: text, range: range) {
        if let name = Range(match.range(at: 1), in: text) {
          names.insert("\(module).\(text[name])")
        }
      }
    }
    return names
  }
}
