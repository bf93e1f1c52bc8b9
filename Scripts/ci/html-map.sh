#!/usr/bin/env bash
# The HTML map of Examples/ in headless Chromium: it must draw, log no error, and its search box
# and segue details must work (Scripts/check-html-map). Then the map of a long chain of scenes,
# which fitted to the panel's width would be unreadable: it must open readable, at the launch
# scene.
set -euo pipefail
cd "$(dirname "$0")/../.."
source Scripts/lib/require.sh
command -v chromium >/dev/null 2>&1 || require "Chromium" "run Scripts/bootstrap"
command -v dot >/dev/null 2>&1 || require "Graphviz's dot" "run Scripts/bootstrap"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swift run -q segue graph Examples --format html --output "$work/map.html"
Scripts/check-html-map "$work/map.html" "$work/map.png"
# A chain of 40 scenes, each showing the next, launched at the first.
mkdir -p "$work/chain"
python3 - "$work/chain/Chain.storyboard" <<'PY'
import sys
scenes = []
for n in range(40):
    segue = (f'<connections><segue destination="c{n + 1}" kind="show" identifier="Next{n}" id="s{n}"/>'
             f'</connections>' if n < 39 else "")
    scenes.append(f'<scene sceneID="x{n}"><objects><viewController id="c{n}" customClass="Step{n}ViewController" '
                  f'sceneMemberID="viewController">{segue}</viewController></objects></scene>')
open(sys.argv[1], "w").write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" '
    'version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="c0"><scenes>'
    + "".join(scenes) + "</scenes></document>\n")
PY
swift run -q segue graph "$work/chain" --format html --output "$work/chain.html"
Scripts/check-html-map "$work/chain.html" "$work/chain.png"
