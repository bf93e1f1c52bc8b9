#!/usr/bin/env bash
# CI: generate the typed segue code for the fixtures and for every well-formed storyboard of
# ../shared/corpus (or $SEGUE_CORPUS), and typecheck it against the stub SDKs and SegueKit.
set -euo pipefail
cd "$(dirname "$0")/../.."
source Scripts/lib/require.sh
mapfile -t swift_flags < <(Scripts/swift-flags)

Scripts/typecheck-generated --module Payroll Tests/Fixtures/Generate
Scripts/typecheck-generated --access-level public Tests/Fixtures/Generate

# The check can fail: without the @IBSegueAction method the storyboard names, the generated
# code must not compile.
keep="$(mktemp -d)"
trap 'rm -rf "$keep"' EXIT
KEEP="$keep" Scripts/typecheck-generated --module Payroll Tests/Fixtures/Generate/Navigation >/dev/null
sed -i '/@IBSegueAction/d' "$keep/uikit/stubs/app.swift"
if swiftc -typecheck "${swift_flags[@]}" -parse-as-library -I .build/apple-stubs/uikit \
  -I "$keep/uikit/modules" "$keep/uikit/Segues.swift" "$keep/uikit/stubs/app.swift" 2>/dev/null; then
  echo "error: generated code compiled without the @IBSegueAction method it checks" >&2
  exit 1
fi
echo "a missing @IBSegueAction method fails to compile, as it should"

# Subclasses: with --sources they share their superclass's conformance and the code compiles
# against stand-ins that inherit as the sources say; without it each would conform again,
# which Swift rejects.
inheritance=Tests/Fixtures/Generate/Inheritance
rm -rf "$keep"/*
KEEP="$keep" Scripts/typecheck-generated --sources "$inheritance/Sources" "$inheritance"
segue="$(swift build --show-bin-path)/segue"
"$segue" generate --output "$keep/Separate.swift" "$inheritance" 2>/dev/null
if swiftc -typecheck "${swift_flags[@]}" -parse-as-library -I .build/apple-stubs/uikit \
  "$keep/Separate.swift" "$keep/uikit/stubs/app.swift" 2>"$keep/separate.log"; then
  echo "error: a subclass's second SegueHandler conformance compiled" >&2
  exit 1
fi
if ! grep -q "redundant conformance of 'SignUpFormViewController' to protocol 'SegueHandler'" \
  "$keep/separate.log"; then
  echo "error: the code without --sources failed for another reason:" >&2
  cat "$keep/separate.log" >&2
  exit 1
fi
echo "without --sources a subclass's second conformance fails to compile, as it should"

corpus="${SEGUE_CORPUS:-../shared/corpus}"
[ -f "$corpus/MANIFEST.tsv" ] || require "the corpus" "no $corpus/MANIFEST.tsv"
# The manifest marks the files that are not well-formed XML; generation refuses those by design.
files=()
while IFS= read -r name; do files+=("$corpus/$name"); done \
  < <(awk -F'\t' 'NR > 1 && $10 == "yes" { print $1 }' "$corpus/MANIFEST.tsv")
Scripts/typecheck-generated "${files[@]}"
