#!/usr/bin/env bash
# CI: generate the typed segue code for the fixtures and for every well-formed storyboard of
# ../shared/corpus (or $SEGUE_CORPUS), and typecheck it against the stub SDKs and SegueKit.
set -euo pipefail
cd "$(dirname "$0")/../.."

Scripts/typecheck-generated --module Payroll Tests/SegueCommandsTests/Fixtures/Generate
Scripts/typecheck-generated --access-level public Tests/SegueCommandsTests/Fixtures/Generate

# The check can fail: without the @IBSegueAction method the storyboard names, the generated
# code must not compile.
keep="$(mktemp -d)"
trap 'rm -rf "$keep"' EXIT
KEEP="$keep" Scripts/typecheck-generated --module Payroll Tests/SegueCommandsTests/Fixtures/Generate/Navigation >/dev/null
sed -i '/@IBSegueAction/d' "$keep/uikit/stubs/app.swift"
if swiftc -typecheck -swift-version 6 -parse-as-library -I .build/apple-stubs/uikit \
  -I "$keep/uikit/modules" "$keep/uikit/Segues.swift" "$keep/uikit/stubs/app.swift" 2>/dev/null; then
  echo "error: generated code compiled without the @IBSegueAction method it checks" >&2
  exit 1
fi
echo "a missing @IBSegueAction method fails to compile, as it should"

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
