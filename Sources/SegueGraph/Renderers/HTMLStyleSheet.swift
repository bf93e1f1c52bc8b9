/// The CSS of the HTML map, inlined so that the file needs nothing else.
enum HTMLStyleSheet {
  static let css = """
    * { box-sizing: border-box; }
    body { margin: 0; height: 100vh; display: flex; flex-direction: column;
      font: 13px/1.4 system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif;
      color: #1d1d1f; background: #ffffff; }
    header { display: flex; gap: 12px; align-items: center; padding: 8px 14px;
      border-bottom: 1px solid #d9dde3; background: #f7f8fa; }
    header h1 { font-size: 15px; margin: 0 8px 0 0; font-weight: 600; }
    #segue-search { font: inherit; font-size: 14px; padding: 4px 8px; width: 280px;
      border: 1px solid #b8c0cc; border-radius: 6px; }
    #segue-search-status { color: #5b6573; }
    #segue-zoom { font: inherit; padding: 3px 10px; border: 1px solid #b8c0cc;
      border-radius: 6px; background: #ffffff; cursor: pointer; }
    main { flex: 1; display: flex; min-height: 0; }
    #segue-graph { flex: 1; overflow: auto; padding: 12px; }
    #segue-graph svg { max-width: 100%; height: auto; }
    #segue-graph.actual-size svg { max-width: none; }
    aside { width: 330px; flex: none; border-left: 1px solid #d9dde3; overflow: auto;
      padding: 10px 14px; background: #fbfbfc; }
    aside h2 { font-size: 13px; text-transform: uppercase; letter-spacing: 0.04em;
      color: #5b6573; margin: 14px 0 6px; }
    .legend { list-style: none; margin: 0; padding: 0; }
    .legend-row { display: flex; align-items: center; gap: 8px; margin: 3px 0; }
    .legend-line { flex: none; }
    .legend-box { flex: none; display: inline-block; width: 44px; height: 16px;
      border: 1px solid #4a4a4a; border-radius: 4px; background: #ffffff; }
    .legend-initial { border: 2.5px solid #000000; background: #fff6d5; }
    .legend-external { border-color: #6b7c93; background: #eef2f7; }
    .legend-unresolved, .legend-missing { border: 1.5px dashed #d32f2f; background: #fdecea; }
    .legend-exit { border: 1.5px dashed #c62828; background: #fbe9e7; border-radius: 8px; }
    .legend-finding { border: 3px solid #e09100; }
    #segue-details table { border-collapse: collapse; width: 100%; }
    #segue-details th { text-align: left; vertical-align: top; color: #5b6573;
      font-weight: normal; padding: 2px 8px 2px 0; white-space: nowrap; }
    #segue-details td { padding: 2px 0; word-break: break-word; }
    #segue-details .title { font-size: 15px; font-weight: 600; word-break: break-word; }
    #segue-details ul { margin: 4px 0; padding-left: 18px; }
    #segue-details li.link { cursor: pointer; color: #1f63b4; }
    .finding { color: #b3261e; }
    .hint { color: #5b6573; }
    g.node, g.edge { cursor: pointer; }
    g.edge path.hit { stroke: transparent; stroke-width: 12px; fill: none; }
    svg.focus g.node, svg.focus g.edge { opacity: 0.18; transition: opacity 0.15s; }
    svg.focus g.node.match, svg.focus g.node.related, svg.focus g.edge.related,
    svg.focus g.node.entry, svg.focus g.edge.entry { opacity: 1; }
    g.node.match > polygon, g.node.match > path, g.node.match > ellipse {
      stroke: #ff2d87; stroke-width: 4px; }
    g.edge.related > path:not(.hit) { stroke-width: 2.5px; }
    g.edge.selected > path:not(.hit) { stroke-width: 4px; }
    g.node.selected > polygon, g.node.selected > path, g.node.selected > ellipse {
      stroke-width: 4px; }
    """
}
