import Foundation
import SegueGraph
import SegueLint
import StoryboardKit

/// `segue graph`: draws how an app's scenes connect through segues, across storyboards.
struct GraphCommand: SegueCommand {
  static let name = "graph"
  static let abstract =
    "Draw the navigation graph of storyboards: DOT, Mermaid, SVG or HTML."
  static let help = """
    OVERVIEW: \(abstract)

    USAGE: segue graph PATH... [--format dot|mermaid|svg|html] [--output FILE|-] [--no-lint]

    ARGUMENTS:
      PATH          A .storyboard file, or a directory: every .storyboard under it.

    OPTIONS:
      --format      dot (default): Graphviz DOT. mermaid: a Mermaid flowchart for Markdown.
                    svg: drawn by Graphviz's 'dot' (apt-get install graphviz).
                    html: one self-contained page with the SVG, a legend, a search box and
                    segue details (needs 'dot' too).
      --output      The file to write (atomically); '-' or absent: standard output.
      --no-lint     Do not mark the scenes and segues that lint rules find fault with
                    (marked by default, configured by ./.segue-lint.json when it exists).
      --help        Show this help.

    Scenes are nodes, labelled with the class name, else the storyboard identifier, else the
    element kind; each storyboard is a cluster when several are given; segues are edges,
    labelled with their identifier and styled by kind (see the legend). Storyboard references
    to storyboards among the inputs become edges between clusters; the initial controller has
    a bold border and an entry arrow; lint findings give a scene or segue a coloured border
    or line and a '⚠ rule' line.

    EXIT STATUS:
      0 the graph was written (lint findings do not change it); 1 an input or the lint
      configuration is malformed (nothing is written) or Graphviz failed; 64 the command
      line is wrong.

    """

  /// The drawing formats.
  enum Format: String, Sendable, CaseIterable {
    case dot
    case mermaid
    case svg
    case html
  }

  var paths: [String]
  var format: Format
  var output: String?
  /// Whether lint findings mark the scenes and segues they concern (`--no-lint` turns it off).
  var marksFindings: Bool

  init(arguments: inout ArgumentScanner) throws(UsageError) {
    format = try arguments.choice("format", default: .dot)
    output = try arguments.value("output")
    marksFindings = !arguments.flag("no-lint")
    paths = try arguments.positionals()
    if paths.isEmpty { throw UsageError("Give at least one storyboard file or directory.") }
    if output?.isEmpty == true { throw UsageError("The option '--output' needs a file name.") }
  }

  func run(console: Console) -> ExitCode {
    guard let set = StoryboardSet.load(paths: paths, reportingTo: console) else {
      return .usage
    }
    guard set.errors.isEmpty else {
      for error in set.errors { console.errorLine(error.description) }
      console.errorLine("error: Nothing was written, because an input could not be read.")
      return .failure
    }
    var diagnostics: [Diagnostic] = []
    if marksFindings {
      do {
        diagnostics = try GraphCommand.findings(set)
      } catch {
        console.errorLine(error.description)
        return .failure
      }
    }
    let graph = NavigationGraph(catalog: StoryboardCatalog(set.documents), diagnostics: diagnostics)
    let text: String
    do {
      text = try GraphCommand.renderer(for: format).render(graph)
    } catch {
      console.errorLine("error: \(error.message)")
      return .failure
    }
    guard let output, output != "-" else {
      console.out(text)
      return .success
    }
    do {
      try OutputFile.write(text, to: output)
    } catch {
      console.errorLine("error: \(error.description)")
      return .failure
    }
    return .success
  }

  /// The renderer of a format.
  static func renderer(for format: Format) -> any GraphRenderer {
    switch format {
    case .dot: DOTRenderer()
    case .mermaid: MermaidRenderer()
    case .svg: SVGRenderer()
    case .html: HTMLRenderer()
    }
  }

  /// The lint findings that mark scenes and segues: every rule, configured by
  /// `./.segue-lint.json` when it exists (as `segue lint` is without `--config`).
  static func findings(_ set: StoryboardSet) throws(ConfigurationError) -> [Diagnostic] {
    var configuration = LintConfiguration()
    if FileManager.default.fileExists(atPath: LintConfiguration.conventionalName) {
      configuration = try ConfigurationLoader.load(path: LintConfiguration.conventionalName)
    }
    return Linter(configuration: configuration).lint(set)
  }
}
