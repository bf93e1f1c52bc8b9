#!/usr/bin/env bash
# CI: generate the typed segue code for the fixtures and for every well-formed storyboard of
# ../shared/corpus (or $SEGUE_CORPUS), and compile it (`-emit-module`) against the stub SDKs of
# each storyboard's platform and SegueKit.
set -euo pipefail
cd "$(dirname "$0")/../.."
source Scripts/lib/require.sh
mapfile -t swift_flags < <(Scripts/swift-flags)
stubs="${APPLE_STUBS:-.build/apple-stubs}"

# Emits FILES as a module against the iOS stubs and the stand-in modules in DIR/modules, as
# Scripts/typecheck-generated does; diagnostics to DIR/emit.log.
emit_ios() {
  local dir="$1"
  shift
  mkdir -p "$dir/emitted"
  swiftc -emit-module -module-name GeneratedSegues "${swift_flags[@]}" -parse-as-library \
    -warnings-as-errors -I "$stubs/uikit" -I "$dir/modules" \
    -emit-module-path "$dir/emitted/GeneratedSegues.swiftmodule" "$@" 2>"$dir/emit.log"
}

Scripts/typecheck-generated --module Payroll Tests/Fixtures/Generate
Scripts/typecheck-generated --access-level public Tests/Fixtures/Generate

# The check can fail: without the @IBSegueAction method the storyboard names, the generated
# code must not compile.
keep="$(mktemp -d)"
trap 'rm -rf "$keep"' EXIT
KEEP="$keep" Scripts/typecheck-generated --module Payroll Tests/Fixtures/Generate/Navigation >/dev/null
sed -i '/@IBSegueAction/d' "$keep/uikit/stubs/app.swift"
if emit_ios "$keep/uikit" "$keep/uikit/Segues.swift" "$keep/uikit/stubs/app.swift"; then
  echo "error: generated code compiled without the @IBSegueAction method it checks" >&2
  exit 1
fi
if ! grep -q "error: type 'JobListViewController' has no member 'makeJobEditor" \
  "$keep/uikit/emit.log"; then
  echo "error: the code without the @IBSegueAction method failed for another reason:" >&2
  cat "$keep/uikit/emit.log" >&2
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
if emit_ios "$keep/uikit" "$keep/Separate.swift" "$keep/uikit/stubs/app.swift"; then
  echo "error: a subclass's second SegueHandler conformance compiled" >&2
  exit 1
fi
if ! grep -q "redundant conformance of 'SignUpFormViewController' to protocol 'SegueHandler'" \
  "$keep/uikit/emit.log"; then
  echo "error: the code without --sources failed for another reason:" >&2
  cat "$keep/uikit/emit.log" >&2
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

# tvOS storyboards are compiled on their own, against the tvos stubs, into a module.
tvos=()
while IFS= read -r name; do tvos+=("$corpus/$name"); done \
  < <(awk -F'\t' 'NR > 1 && $10 == "yes" && $6 == "tvos" { print $1 }' "$corpus/MANIFEST.tsv")
rm -rf "$keep"/*
KEEP="$keep" Scripts/typecheck-generated "${tvos[@]}" >/dev/null
if [ ! -f "$keep/tvos/build/GeneratedSegues.swiftmodule" ] || [ -e "$keep/uikit" ]; then
  echo "error: the ${#tvos[@]} tvOS storyboards were not compiled as a module for tvOS alone" >&2
  exit 1
fi
echo "the ${#tvos[@]} tvOS storyboards are compiled for tvOS alone, as a module"
