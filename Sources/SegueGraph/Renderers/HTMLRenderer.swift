import Foundation
import StoryboardKit

/// One self-contained HTML file: the SVG drawn by Graphviz inline, a legend box, a search box
/// and a details panel, with its CSS, script and data inline. A Content-Security-Policy forbids
/// every fetch, so the page works offline and cannot call out.
package struct HTMLRenderer: GraphRenderer {
  let graphviz: Graphviz
  /// The page's title; without one, the number of storyboards drawn.
  package var title: MapTitle?

  package init(title: MapTitle? = nil) {
    graphviz = Graphviz()
    self.title = title
  }

  init(graphviz: Graphviz) {
    self.graphviz = graphviz
  }

  package func render(_ graph: NavigationGraph) throws(GraphRenderError) -> String {
    let svg = try graphviz.svg(from: DOTRenderer(includesLegend: false).render(graph))
    return HTMLRenderer.page(
      graph: graph, svg: HTMLRenderer.inlineSVG(svg), title: title ?? MapTitle(graph: graph))
  }

  /// The `<svg>` element of Graphviz's output, without the XML declaration and doctype that
  /// only a standalone file needs.
  static func inlineSVG(_ svg: String) -> String {
    guard let start = svg.range(of: "<svg") else { return svg }
    return String(svg[start.lowerBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  static func page(graph: NavigationGraph, svg: String, title: MapTitle) -> String {
    let title = title.description
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; \
      style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(HTMLText.escaped(title))</title>
      <style>
      \(HTMLStyleSheet.css)
      </style>
      </head>
      <body>
      <header>
      <h1>\(HTMLText.escaped(title))</h1>
      <input id="segue-search" type="search" placeholder="Find a scene (class, identifier…)" \
      aria-label="Find a scene" autocomplete="off">
      <span id="segue-search-status" role="status"></span>
      <button id="segue-zoom" type="button">Fit / actual size</button>
      </header>
      <main>
      <div id="segue-graph">
      \(svg)
      </div>
      <aside>
      <h2>Legend</h2>
      \(HTMLLegend.html(for: graph))
      <h2>Details</h2>
      <div id="segue-details"><p class="hint">Hover or click a segue, click a scene, or search \
      for a controller to see its incoming and outgoing segues.</p></div>
      </aside>
      </main>
      <script type="application/json" id="segue-data">\(HTMLText.scriptJSON(GraphJSON.value(graph)))</script>
      <script>
      \(HTMLScript.javaScript)
      </script>
      </body>
      </html>

      """
  }
}
