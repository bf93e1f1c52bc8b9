#!/usr/bin/env bash
# For every corpus storyboard, `segue graph` writes DOT that Graphviz's `dot` accepts and lays
# out without error; malformed storyboards must instead fail with a located error and no output.
set -euo pipefail
cd "$(dirname "$0")/../.."
source Scripts/lib/require.sh

corpus=${SEGUE_CORPUS:-../shared/corpus}
[ -d "$corpus" ] || require_shared "the corpus" "no folder at $corpus"
command -v dot >/dev/null 2>&1 || require "Graphviz's dot" "run Scripts/bootstrap"

swift build -q --product segue
segue="$(swift build --show-bin-path)/segue"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One DOT file per storyboard, two at a time; a malformed file leaves its error message.
export segue work
find "$corpus" -name '*.storyboard' -print0 | sort -z | xargs -0 -P 2 -n 1 bash -c '
  name=$(basename "$1" .storyboard)
  if "$segue" graph "$1" >"$work/$name.dot" 2>"$work/$name.err"; then
    rm "$work/$name.err"
  else
    rm "$work/$name.dot"
  fi' _

drawn=$(find "$work" -name '*.dot' | wc -l)
refused=$(find "$work" -name '*.err' | wc -l)
for error in "$work"/*.err; do
  [ -e "$error" ] || continue
  # A refusal must name the file with line and column.
  if ! grep -q -E '\.storyboard:[0-9]+:[0-9]+: error: ' "$error"; then
    echo "graph-corpus: $(basename "$error" .err) failed without a located error:" >&2
    cat "$error" >&2
    exit 1
  fi
done

# Graphviz takes many files per run; batches keep it to a few processes. A batch that fails is
# retried file by file to name the culprit.
find "$work" -name '*.dot' -print0 | sort -z | xargs -0 -P 2 -n 25 bash -c '
  if ! dot -Tsvg "$@" >/dev/null 2>"$work/batch.$$.log" || grep -q -i -E "error|syntax" "$work/batch.$$.log"; then
    for file in "$@"; do
      if ! dot -Tsvg "$file" >/dev/null 2>"$work/one.log" || grep -q -i -E "error|syntax" "$work/one.log"; then
        echo "graph-corpus: dot rejected the graph of $(basename "$file" .dot):" >&2
        cat "$work/one.log" >&2
      fi
    done
    exit 255
  fi' _ || { echo "graph-corpus: FAILED" >&2; exit 1; }

echo "graph-corpus: dot accepted the graphs of $drawn storyboards ($refused malformed ones refused with a located error)."
