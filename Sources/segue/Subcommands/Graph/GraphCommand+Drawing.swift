import Foundation
import SegueCommandLine
import SegueGraph
import StoryboardKit

extension GraphCommand {
  /// The most characters of Mermaid text GitHub renders (Mermaid's `maxTextSize`).
  static let mermaidLimit = 50_000

  /// The drawing in the command's format, as the bytes to write; warns when a Mermaid
  /// diagram is too large for GitHub to show.
  func draw(_ graph: NavigationGraph, title: MapTitle, console: Console)
    throws(GraphRenderError) -> Data
  {
    if let image = format.image { return try ImageRenderer(image).render(graph) }
    let text = try Self.renderer(for: format, title: title).render(graph)
    if format == .mermaid, text.count > Self.mermaidLimit {
      console.diagnostics.emit(
        Diagnostic(
          severity: .warning,
          message: "The Mermaid diagram has \(text.count) characters; GitHub renders at most "
            + "50,000, so it will not show there. Draw fewer storyboards, or use --format svg or "
            + "html.", errorID: "mermaid-too-large"))
    }
    return Data(text.utf8)
  }

  /// The renderer of a text format; `title` names the HTML map. The images are drawn by
  /// ``ImageRenderer``.
  static func renderer(for format: Format, title: MapTitle? = nil) -> any GraphRenderer {
    switch format {
    case .dot, .png, .pdf: DOTRenderer()
    case .mermaid: MermaidRenderer()
    case .svg: SVGRenderer()
    case .html: HTMLRenderer(title: title)
    }
  }
}
