import Foundation
import SegueGraph
import SegueLint
import StoryboardKit

/// `segue graph`: draws how an app's scenes connect through segues, across storyboards.
struct GraphCommand: SegueCommand {
  static let description = CommandDescription(
    name: "graph", abstract: "Draw the navigation graph of storyboards: DOT, Mermaid, SVG or HTML.",
    argument: .storyboardPaths(),
    options: [
      .choice(
        "format", Format.allCases.map(\.rawValue),
        help: "dot: Graphviz DOT (the default, unless --output's extension is .mmd, .svg or "
          + ".html, which then choose). mermaid: a Mermaid flowchart for Markdown. "
          + "svg: drawn by Graphviz's 'dot' (apt-get install graphviz). html: one "
          + "self-contained page with the SVG, a legend, a search box and segue details "
          + "(needs 'dot' too)."),
      .value(
        "output", "FILE|-",
        help: "The file to write (atomically); '-' or absent: standard output."),
      .flag(
        "no-lint",
        help: "Do not mark the scenes and segues that lint rules find fault with (marked by "
          + "default, configured as segue lint is: --config, else "
          + "./\(LintConfiguration.conventionalName) when it exists)."),
      .value(
        "config", "FILE",
        help: "The lint configuration for the marks, as segue lint's --config."),
    ],
    discussion: [
      "Scenes are nodes, labelled with the class name, else the element kind, and with "
        + "their storyboard identifier (\"Storyboard ID: …\"), by which code instantiates them; "
        + "each storyboard is a cluster when several are given; segues are "
        + "edges, labelled with their identifier and styled by kind (see the legend). "
        + "Storyboard references to storyboards among the inputs become edges between "
        + "clusters; the initial controller has a bold border and an entry arrow; lint "
        + "findings give a scene or segue a coloured border or line and a '⚠ rule' line."
    ],
    exitStatus: "0 the graph was written (lint findings do not change it); 1 an input or the "
      + "lint configuration is malformed (nothing is written) or Graphviz failed; 64 the "
      + "command line is wrong.")

  /// The drawing formats.
  enum Format: String, Sendable, CaseIterable {
    case dot
    case mermaid
    case svg
    case html

    /// The format a file name's extension names, such as `map.svg`; nil for other names.
    init?(extensionOf path: String) {
      switch (path as NSString).pathExtension.lowercased() {
      case "dot", "gv": self = .dot
      case "mmd", "mermaid": self = .mermaid
      case "svg": self = .svg
      case "html", "htm": self = .html
      default: return nil
      }
    }
  }

  /// The most characters of Mermaid text GitHub renders (Mermaid's `maxTextSize`).
  static let mermaidLimit = 50_000

  var paths: [String]
  var format: Format
  var output: String?
  /// Whether lint findings mark the scenes and segues they concern (`--no-lint` turns it off).
  var marksFindings: Bool

  /// The lint configuration file given with `--config`.
  var configPath: String?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    output = arguments.value("output")
    let given: Format? = try arguments.choice("format")
    let implied = output.flatMap(Format.init(extensionOf:))
    if let given, let implied, given != implied {
      throw UsageError(
        "The output '\(output ?? "")' names a \(implied.rawValue) file, but '--format' is "
          + "\(given.rawValue); leave one of them out or make them agree.")
    }
    format = given ?? implied ?? .dot
    marksFindings = !arguments.flag("no-lint")
    configPath = arguments.value("config")
    paths = arguments.positionals
    if output?.isEmpty == true { throw UsageError("The option '--output' needs a file name.") }
    if !marksFindings, configPath != nil {
      throw UsageError("'--config' configures the lint marks, which '--no-lint' turns off.")
    }
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
      let configuration: LintConfiguration
      do {
        guard let loaded = try LintConfigurationFile.load(given: configPath, console: console)
        else { return .failure }
        configuration = loaded
      } catch {
        console.errorLine("error: \(error.message)")
        return .usage
      }
      diagnostics = Linter(configuration: configuration).lint(set)
    }
    let graph = NavigationGraph(graph: StoryboardGraph(set.documents), diagnostics: diagnostics)
    let text: String
    do {
      let title = MapTitle(
        inputs: paths.map { path in
          let absolute = PathSpelling.absolute(path, in: console.workingDirectory)
          return absolute.split(separator: "/").last.map(String.init) ?? absolute
        }, storyboardCount: set.documents.count)
      text = try GraphCommand.renderer(for: format, title: title).render(graph)
    } catch {
      console.errorLine("error: \(error.message)")
      return .failure
    }
    if format == .mermaid, text.count > Self.mermaidLimit {
      console.errorLine(
        "warning: The Mermaid diagram has \(text.count) characters; GitHub renders at most "
          + "50,000, so it will not show there. Draw fewer storyboards, or use --format svg or html."
      )
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

  /// The renderer of a format; `title` names the HTML map.
  static func renderer(for format: Format, title: MapTitle? = nil) -> any GraphRenderer {
    switch format {
    case .dot: DOTRenderer()
    case .mermaid: MermaidRenderer()
    case .svg: SVGRenderer()
    case .html: HTMLRenderer(title: title)
    }
  }
}
