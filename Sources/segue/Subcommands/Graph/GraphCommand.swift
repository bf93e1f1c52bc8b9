import AppInputs
import DeterministicOutput
import Foundation
import SegueCommandLine
import SegueGraph
import SegueLint
import SegueLintCommand
import StoryboardKit

/// `segue graph`: draws how an app's scenes connect through segues, across storyboards.
struct GraphCommand: SegueCommand {
  /// `--format`.
  static let formatOption = CommandOption.choice(
    "format", of: Format.self,
    help: "dot: Graphviz DOT (the default, unless --output's extension, such as .mmd, "
      + ".svg, .html, .png or .pdf, chooses). mermaid: a Mermaid flowchart for Markdown. "
      + "svg: drawn by Graphviz's 'dot' (apt-get install graphviz). html: one "
      + "self-contained page with the SVG, a legend, a search box and segue details. "
      + "png, pdf: images, to a file only. html, png and pdf need 'dot' too.")

  /// `--output`.
  static let outputOption = CommandOption.value(
    "output", "FILE|DIR/|-",
    help: "The file to write (atomically); its extension chooses the format, and one "
      + "segue graph does not know is an error unless --format is given. DIR/ (a trailing "
      + "slash): a folder, made when missing, and a file in it named after the inputs. "
      + "'-' or absent: standard output.")

  /// `--no-lint`.
  static let noLintOption = CommandOption.flag(
    "no-lint",
    help: "Do not mark the scenes and segues that lint rules find fault with (marked by "
      + "default, configured as segue lint is: see --config).")

  /// `--config`.
  static let configOption = LintConfigurationFile.option(
    "The lint configuration of the marks, as segue lint reads it: a JSON file.")

  /// `--project`, `--target` and `--sources`.
  static let inputOptions = InputOptionGroup(
    each: "drawn together, each judged on its own for the marks",
    sources: "the marks then include the findings of the rules that compare storyboards with "
      + "code, as segue lint's.")

  static let description = CommandDescription(
    name: "graph",
    abstract: "Draw the navigation graph of storyboards: DOT, Mermaid, SVG, HTML, PNG or PDF.",
    argument: .storyboardPaths(
      "An Xcode project, or a folder holding one, reads its targets (see --project).",
      unlessFlag: "project"),
    options: [
      formatOption,
      outputOption,
      noLintOption,
      configOption,
    ]
      + inputOptions.options,
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

  /// The paths, `--project`, `--target`, `--sources` and `--module`.
  var inputs: InputOptions
  var format: Format
  var output: GraphOutput
  /// Whether lint findings mark the scenes and segues they concern (`--no-lint` turns it off).
  var marksFindings: Bool

  /// The lint configuration file given with `--config`.
  var configPath: String?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let option = arguments.value(Self.outputOption)
    if option?.isEmpty == true { throw UsageError("The option '--output' needs a file name.") }
    output = GraphOutput(option)
    format = try Self.format(given: arguments.choice(Self.formatOption), output: output)
    marksFindings = !arguments.flag(Self.noLintOption)
    configPath = arguments.value(Self.configOption)
    inputs = try InputOptions(arguments, Self.inputOptions)
    if !marksFindings, configPath != nil {
      throw UsageError("'--config' configures the lint marks, which '--no-lint' turns off.")
    }
  }

  func run(console: Console) throws(CommandFailure) {
    guard let resolution = inputs.resolve(console: console) else { return }
    let configuration =
      marksFindings
      ? try LintConfigurationFile.load(given: configPath, named: inputs.named, console: console)
      : nil
    // Each target loaded once: its storyboards parsed, with its sources when lint marks the
    // drawing.
    let reading = AppReading(launchScreens: true, customObjects: .always, sources: marksFindings)
    var apps: [AppInput] = []
    for target in resolution.targets {
      do {
        apps.append(try AppInput(target, reading: reading))
      } catch {
        throw CommandFailure(error)
      }
    }
    let set = AppInput.storyboards(of: apps, in: resolution.storyboards)
    guard set.errors.isEmpty else {
      console.diagnostics.emit(set.errors.map(\.diagnostic))
      throw CommandFailure(
        "Nothing was written, because an input could not be read.", errorID: "inputs-unreadable")
    }
    var diagnostics: [Diagnostic] = []
    if let configuration {
      diagnostics = Self.findings(apps, configuration: configuration, console: console)
    }
    let graph = NavigationGraph(graph: StoryboardGraph(set.documents), diagnostics: diagnostics)
    let title = MapTitle(
      inputs: inputs.named.map { path in
        let absolute = PathSpelling.absolute(path, in: console.workingDirectory)
        return absolute.split(separator: "/").last.map(String.init) ?? absolute
      }, storyboardCount: set.documents.count)
    let drawing: Data
    do {
      drawing = try draw(graph, title: title, console: console)
    } catch {
      throw CommandFailure(error)
    }
    let file = output.path(
      inputs: inputs.named, format: format, workingDirectory: console.workingDirectory)
    guard let file else {
      return console.out(String(decoding: drawing, as: UTF8.self))
    }
    do {
      try OutputFile.write(drawing, to: file)
    } catch {
      throw CommandFailure(error)
    }
  }
}
