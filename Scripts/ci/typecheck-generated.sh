#!/usr/bin/env bash
# CI: generate the typed segue code for the fixtures and for every well-formed storyboard of
# ../shared/corpus (or $SEGUE_CORPUS), and typecheck it against the stub SDKs and SegueKit.
set -euo pipefail
cd "$(dirname "$0")/../.."

Scripts/typecheck-generated --module Payroll Tests/SegueCommandsTests/Fixtures/Generate
Scripts/typecheck-generated --access-level public Tests/SegueCommandsTests/Fixtures/Generate

corpus="${SEGUE_CORPUS:-../shared/corpus}"
if [ ! -f "$corpus/MANIFEST.tsv" ]; then
  echo "skipped the corpus: no $corpus/MANIFEST.tsv"
  exit 0
fi
# The manifest marks the files that are not well-formed XML; generation refuses those by design.
files=()
while IFS= read -r name; do files+=("$corpus/$name"); done \
  < <(awk -F'\t' 'NR > 1 && $10 == "yes" { print $1 }' "$corpus/MANIFEST.tsv")
Scripts/typecheck-generated "${files[@]}"
