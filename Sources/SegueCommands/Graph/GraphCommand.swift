import StoryboardKit

/// `segue graph`: draws how an app's scenes connect through segues, across storyboards.
public struct GraphCommand: SegueCommand {
  public static let name = "graph"
  public static let abstract =
    "Draw the navigation graph of storyboards: DOT, Mermaid, SVG or HTML."
  public static let help = """
    OVERVIEW: \(abstract)

    USAGE: segue graph PATH... [--format dot|mermaid|svg|html] [--output FILE|-]

    ARGUMENTS:
      PATH          A .storyboard file, or a directory: every .storyboard under it.

    OPTIONS:
      --format      dot (default): Graphviz DOT. mermaid: a Mermaid flowchart for Markdown.
                    svg: drawn by Graphviz's 'dot' (apt-get install graphviz).
                    html: one self-contained page with the SVG, a legend, a search box and
                    segue details (needs 'dot' too).
      --output      The file to write (atomically); '-' or absent: standard output.
      --help        Show this help.

    Scenes are nodes, labelled with the class name, else the storyboard identifier, else the
    element kind; each storyboard is a cluster when several are given; segues are edges,
    labelled with their identifier and styled by kind (see the legend). Storyboard references
    to storyboards among the inputs become edges between clusters; the initial controller has
    a bold border and an entry arrow.

    EXIT STATUS:
      0 the graph was written; 1 an input is malformed (nothing is written) or Graphviz
      failed; 64 the command line is wrong.

    """

  /// The drawing formats.
  public enum Format: String, Sendable, CaseIterable {
    case dot
    case mermaid
    case svg
    case html
  }

  public var paths: [String]
  public var format: Format
  public var output: String?

  public init(arguments: inout ArgumentScanner) throws(UsageError) {
    format = try arguments.choice("format", default: .dot)
    output = try arguments.value("output")
    paths = try arguments.positionals()
    if paths.isEmpty { throw UsageError("Give at least one storyboard file or directory.") }
    if output?.isEmpty == true { throw UsageError("The option '--output' needs a file name.") }
  }

  public func run(console: Console) -> ExitCode {
    let files: [String]
    do {
      files = try StoryboardInputs.files(in: paths)
    } catch {
      console.errorLine("error: \(error.message)")
      return .usage
    }
    let set = StoryboardSet.load(files)
    guard set.errors.isEmpty else {
      for error in set.errors { console.errorLine(error.description) }
      console.errorLine("error: Nothing was written, because an input could not be read.")
      return .failure
    }
    let catalog = StoryboardCatalog(set.documents)
    let graph = NavigationGraph(catalog: catalog, diagnostics: GraphCommand.findings(set))
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
  public static func renderer(for format: Format) -> any GraphRenderer {
    switch format {
    case .dot: DOTRenderer()
    case .mermaid: MermaidRenderer()
    case .svg: SVGRenderer()
    case .html: HTMLRenderer()
    }
  }

  /// The lint findings that mark scenes and segues. The lint rules are written on another
  /// branch; until they land, the graph shows none.
  static func findings(_ set: StoryboardSet) -> [Diagnostic] {
    []
  }
}
