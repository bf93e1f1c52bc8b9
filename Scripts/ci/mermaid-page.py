"""Writes the page graph-mermaid.sh opens: every diagram rendered by mermaid.min.js in turn.

Usage: python3 mermaid-page.py DIAGRAM_DIR OUTPUT.html
The hostile fixture must render its strings as text: no element made from them, and the
literal strings present in the drawing.
"""
import json
import os
import sys

directory, output = sys.argv[1], sys.argv[2]
diagrams = []
for name in sorted(os.listdir(directory)):
    with open(os.path.join(directory, name), encoding="utf-8") as source:
        diagrams.append({"name": name, "source": source.read()})


def script_json(value):
    """JSON that cannot close the <script> element it sits in."""
    return json.dumps(value).replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


payload = script_json(diagrams)
expected_text = [
    "</script><script>alert(1)</script>",
    "<img src=x onerror=alert(2)>",
    'x"]; evil [label="y',
    '-->|"pwn"| end #quot; &lt;',
    "`**md**` %% comment {curly}",
]
page = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Mermaid check</title></head><body>
<div id="stage"></div>
<script type="application/json" id="diagrams">%s</script>
<script src="mermaid.min.js" charset="utf-8"></script>
<script>
(async function () {
  var diagrams = JSON.parse(document.getElementById("diagrams").textContent);
  var expected = %s;
  var failures = [];
  mermaid.initialize({ startOnLoad: false, securityLevel: "strict", maxTextSize: 50000000, maxEdges: 100000 });
  for (var i = 0; i < diagrams.length; i++) {
    var d = diagrams[i];
    try {
      await mermaid.parse(d.source);
      var result = await mermaid.render("diagram" + i, d.source);
      var holder = document.createElement("div");
      holder.innerHTML = result.svg;
      var nodes = holder.querySelectorAll("g.node").length;
      if (nodes === 0) { failures.push(d.name + ": no node drawn"); }
      if (d.name === "hostile.mmd") {
        if (holder.querySelector("script, img, iframe")) { failures.push(d.name + ": a label became markup"); }
        var text = holder.textContent;
        expected.forEach(function (s) { if (text.indexOf(s) < 0) { failures.push(d.name + ": missing text " + JSON.stringify(s)); } });
      }
    } catch (error) {
      failures.push(d.name + ": " + (error && error.message ? error.message : error));
    }
  }
  var out = document.createElement("pre");
  out.id = "result";
  out.textContent = (failures.length === 0 ? "PASS: Mermaid drew all " + diagrams.length + " diagrams" : "FAIL\\n" + failures.join("\\n"));
  document.body.appendChild(out);
})();
</script></body></html>
""" % (payload, script_json(expected_text))
with open(output, "w", encoding="utf-8") as page_file:
    page_file.write(page)
