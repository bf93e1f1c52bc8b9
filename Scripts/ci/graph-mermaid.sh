#!/usr/bin/env bash
# Renders the Mermaid output of the fixtures, the examples and every corpus storyboard with the
# real Mermaid (mermaid.min.js 11.16.0, shipped in the PyPI package artoo-mermaid) in headless
# Chromium: every diagram must parse and draw, and hostile strings must come out as plain text.
set -euo pipefail
cd "$(dirname "$0")/../.."
source Scripts/lib/require.sh

version=11.16.0
checksum=74d7c46dabca328c2294733910a8aa1ed0c37451776e8d5295da38a2b758fb9b
cache=${SEGUE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/segue}/mermaid-$version
browser=$(command -v chromium || command -v chromium-browser || true)
[ -n "$browser" ] || require "Chromium" "run Scripts/bootstrap"
if [ ! -s "$cache/mermaid.min.js" ]; then
  mkdir -p "$cache"
  # A pure-Python wheel: any interpreter can fetch it; only its JavaScript file is used.
  if ! python3 -m pip download -q --no-deps --python-version 3.12 --only-binary=:all: \
    "artoo-mermaid==$version" -d "$cache/wheel"; then
    require "Mermaid $version" "PyPI is out of reach, so the renderer could not be fetched"
  fi
  python3 - "$cache" <<'PY'
import glob, sys, zipfile
cache = sys.argv[1]
wheel = glob.glob(cache + "/wheel/*.whl")[0]
with zipfile.ZipFile(wheel) as archive:
    open(cache + "/mermaid.min.js", "wb").write(archive.read("artoo_mermaid/assets/mermaid.min.js"))
PY
fi
echo "$checksum  $cache/mermaid.min.js" | sha256sum -c --quiet -

swift build -q --product segue
segue="$(swift build --show-bin-path)/segue"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/diagrams"
fixtures=Tests/Fixtures/Graph
"$segue" graph "$fixtures/App" --format mermaid >"$work/diagrams/fixture-App.mmd"
"$segue" graph "$fixtures/Mac" --format mermaid >"$work/diagrams/fixture-Mac.mmd"
"$segue" graph "$fixtures/Hostile" --format mermaid >"$work/diagrams/hostile.mmd"
if [ -d Examples ]; then "$segue" graph Examples --format mermaid >"$work/diagrams/examples.mmd"; fi
corpus=${SEGUE_CORPUS:-../shared/corpus}
if [ -d "$corpus" ]; then
  for file in "$corpus"/*.storyboard; do
    "$segue" graph "$file" --format mermaid >"$work/diagrams/corpus-$(basename "$file" .storyboard).mmd" 2>/dev/null \
      || rm "$work/diagrams/corpus-$(basename "$file" .storyboard).mmd"
  done
fi
cp "$cache/mermaid.min.js" "$work/"
python3 Scripts/ci/mermaid-page.py "$work/diagrams" "$work/page.html"
timeout 300 "$browser" --headless --no-sandbox --disable-gpu --no-first-run \
  --user-data-dir="$work/profile" --virtual-time-budget=120000 --dump-dom \
  "file://$work/page.html" >"$work/dom.html" 2>/dev/null || true
python3 - "$work/dom.html" <<'PY'
import html, re, sys
dom = open(sys.argv[1], encoding="utf-8").read()
found = re.search(r'<pre id="result">(.*?)</pre>', dom, re.S)
if not found:
    sys.exit("graph-mermaid: the page did not finish rendering")
report = html.unescape(found.group(1))
print(report.splitlines()[0])
if not report.startswith("PASS"):
    sys.exit("graph-mermaid: " + report)
PY
