import StoryboardKit

/// The script of the HTML map: search that highlights a controller with its incoming and
/// outgoing segues and scrolls to the first it finds, a details panel for a scene or segue on
/// hover or click, and an opening scale that keeps the drawing readable. It builds
/// every element with `textContent`, never `innerHTML`, so storyboard text stays text.
enum HTMLScript {
  static let javaScript = """
    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("segue-data").textContent);
      var svg = document.querySelector("#segue-graph svg");
      var details = document.getElementById("segue-details");
      var search = document.getElementById("segue-search");
      var status = document.getElementById("segue-search-status");
      var nodeIds = Object.keys(data.nodes), edgeIds = Object.keys(data.edges);
      var pinned = null;
      svg.querySelectorAll("title").forEach(function (t) { t.remove(); });

      function element(id) { return svg.querySelector("g[id='" + id + "']"); }
      function make(tag, text, className) {
        var e = document.createElement(tag);
        if (text !== undefined && text !== null) { e.textContent = text; }
        if (className) { e.className = className; }
        return e;
      }
      function nodeName(id) { var n = data.nodes[id]; return n ? n.title : id; }
      function edgeName(id) {
        var e = data.edges[id];
        return e.label ? e.label + " (" + e.style + ")" : e.style;
      }
      function clearMarks() {
        svg.classList.remove("focus");
        svg.querySelectorAll(".match, .related, .selected").forEach(function (e) {
          e.classList.remove("match", "related", "selected");
        });
      }
      function mark(id, name) { var e = element(id); if (e) { e.classList.add(name); } }
      function highlight(ids) {
        clearMarks();
        if (ids.length === 0) { return; }
        svg.classList.add("focus");
        var chosen = {};
        ids.forEach(function (id) { chosen[id] = true; mark(id, "match"); });
        edgeIds.forEach(function (id) {
          var e = data.edges[id];
          if (chosen[e.source] || chosen[e.target]) {
            mark(id, "related"); mark(e.source, "related"); mark(e.target, "related");
          }
        });
      }
      function findings(list) {
        if (list.length === 0) { return null; }
        var ul = make("ul");
        list.forEach(function (f) {
          ul.appendChild(make("li", f.severity + ": " + f.message + (f.rule ? " [" + f.rule + "]" : ""), "finding"));
        });
        return ul;
      }
      function row(table, name, value) {
        var tr = make("tr"); tr.appendChild(make("th", name)); tr.appendChild(make("td", value));
        table.appendChild(tr);
      }
      function show(children) {
        details.replaceChildren.apply(details, children.filter(function (c) { return c; }));
      }
      function links(title, ids) {
        if (ids.length === 0) { return [make("h2", title), make("p", "none", "hint")]; }
        var ul = make("ul");
        ids.forEach(function (id) {
          var e = data.edges[id];
          var other = title === "Outgoing" ? e.target : e.source;
          var li = make("li", edgeName(id) + (title === "Outgoing" ? " \\u2192 " : " \\u2190 ") + nodeName(other), "link");
          li.addEventListener("click", function () { selectEdge(id, true); });
          ul.appendChild(li);
        });
        return [make("h2", title), ul];
      }
      function showNode(id) {
        var n = data.nodes[id];
        var table = make("table");
        if (n.subtitle) { row(table, "kind", n.subtitle); }
        if (n.storyboardIdentifier) { row(table, "storyboard ID", n.storyboardIdentifier); }
        if (n.storyboard) { row(table, "storyboard", n.storyboard); }
        if (n.initial) { row(table, "initial", "yes"); }
        if (n.location) { row(table, "defined at", n.location); }
        var outgoing = edgeIds.filter(function (e) { return data.edges[e].source === id; });
        var incoming = edgeIds.filter(function (e) { return data.edges[e].target === id; });
        show([make("div", n.title, "title"), table, findings(n.findings)]
          .concat(links("Outgoing", outgoing), links("Incoming", incoming)));
      }
      function showEdge(id) {
        var e = data.edges[id];
        var table = make("table");
        e.details.forEach(function (d) { row(table, d[0], d[1]); });
        show([make("div", "Segue " + edgeName(id), "title"), table, findings(e.findings)]);
      }
      function selectNode(id) {
        pinned = id; highlight([id]); mark(id, "selected"); showNode(id);
      }
      function selectEdge(id, pin) {
        if (pin) {
          pinned = id; clearMarks(); svg.classList.add("focus");
          var e = data.edges[id];
          mark(id, "related"); mark(id, "selected"); mark(e.source, "related"); mark(e.target, "related");
        }
        showEdge(id);
      }

      nodeIds.forEach(function (id) {
        var g = element(id);
        if (!g) { return; }
        g.addEventListener("click", function (event) { event.stopPropagation(); selectNode(id); });
      });
      edgeIds.forEach(function (id) {
        var g = element(id);
        if (!g) { return; }
        var path = g.querySelector("path");
        if (path) {
          var hit = path.cloneNode(false);
          hit.setAttribute("class", "hit");
          hit.removeAttribute("stroke-dasharray");
          g.insertBefore(hit, g.firstChild);
        }
        g.addEventListener("mouseenter", function () { if (!pinned) { showEdge(id); } });
        g.addEventListener("click", function (event) { event.stopPropagation(); selectEdge(id, true); });
      });
      svg.addEventListener("click", function () { pinned = null; clearMarks(); });

      function runSearch() {
        var query = search.value.trim().toLowerCase();
        pinned = null;
        if (query === "") { clearMarks(); status.textContent = ""; return []; }
        var found = nodeIds.filter(function (id) {
          var n = data.nodes[id];
          return [n.title, n.subtitle || "", n.storyboardIdentifier || ""].join(" ")
            .toLowerCase().indexOf(query) >= 0;
        });
        highlight(found);
        status.textContent = found.length === 1 ? "1 scene" : found.length + " scenes";
        if (found.length > 0) { mark(found[0], "selected"); reveal(found[0]); }
        if (found.length === 1) { showNode(found[0]); }
        return found;
      }
      search.addEventListener("input", runSearch);
      search.addEventListener("keydown", function (event) {
        if (event.key === "Escape") { search.value = ""; runSearch(); }
        if (event.key === "Enter") {
          var found = runSearch();
          if (found.length > 0) { showNode(found[0]); }
        }
      });

      // The drawing opens fitted to the panel's width only while that keeps it readable; a
      // long chain opens at its actual size instead, scrolled to the launch scene.
      var panel = document.getElementById("segue-graph");
      var readable = 0.6;
      // The width Graphviz gave the drawing (its `width` attribute, in points), in pixels.
      function naturalWidth() {
        var width = svg.width && svg.width.baseVal ? svg.width.baseVal.value : 0;
        return width > 0 ? width : svg.getBoundingClientRect().width;
      }
      // Scrolls the drawing (not the page) so that the scene `id` is in the middle of it.
      function reveal(id) {
        var g = element(id);
        if (!g) { return; }
        var box = g.getBoundingClientRect(), view = panel.getBoundingClientRect();
        panel.scrollLeft += box.left + box.width / 2 - (view.left + view.width / 2);
        panel.scrollTop += box.top + box.height / 2 - (view.top + view.height / 2);
      }
      function fitScale() { return Math.min(1, (panel.clientWidth - 24) / naturalWidth()); }
      if (fitScale() < readable) { panel.classList.add("actual-size"); }
      var launch = nodeIds.filter(function (id) { return data.nodes[id].initial; })[0];
      if (launch) { reveal(launch); }
      document.getElementById("segue-zoom").addEventListener("click", function () {
        panel.classList.toggle("actual-size");
        if (pinned || launch) { reveal(pinned && data.nodes[pinned] ? pinned : launch); }
      });
    })();
    """
}
