#!/usr/bin/env bash
# The HTML map of Examples/ in headless Chromium: it must draw, log no error, and its search box
# and segue details must work (Scripts/check-html-map).
set -euo pipefail
cd "$(dirname "$0")/../.."
source Scripts/lib/require.sh
command -v chromium >/dev/null 2>&1 || require "Chromium" "run Scripts/bootstrap"
command -v dot >/dev/null 2>&1 || require "Graphviz's dot" "run Scripts/bootstrap"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swift run -q segue graph Examples --format html --output "$work/map.html"
Scripts/check-html-map "$work/map.html" "$work/map.png"
