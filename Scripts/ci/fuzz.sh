#!/usr/bin/env bash
# Short libFuzzer runs of each target: a minute over StoryboardKit's parser, a minute over the
# whole pipeline (graph, generate, lint, a bounded explore), a minute over the project reader
# (project.pbxproj, xcconfig, preprocessed Info.plist); fails on any crash, hang or leak.
# Then `swiftc -parse` reads the code `segue generate` writes for a sample of the pipeline's
# evolved inputs, the compiler's word on what the fuzzer's well-formedness check stands for.
set -euo pipefail
cd "$(dirname "$0")/../.."
Scripts/fuzz storyboard 60
Scripts/fuzz pipeline 60
Scripts/fuzz project 60

swift build --product segue >/dev/null
segue="$(swift build --show-bin-path)/segue"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
checked=0
while read -r input; do
  cp "$input" "$work/Sample.storyboard" 2>/dev/null || continue
  "$segue" generate "$work/Sample.storyboard" --output "$work/Sample.swift" >/dev/null 2>&1 ||
    continue
  if ! swiftc -parse "$work/Sample.swift" 2>"$work/parse.txt"; then
    echo "fuzz: FAILED: the code generated from $input does not parse:" >&2
    cat "$work/parse.txt" >&2
    exit 1
  fi
  checked=$((checked + 1))
done < <(find .build/fuzz/pipeline/corpus -type f | LC_ALL=C sort | head -n 400)
[ "$checked" -gt 0 ] || { echo "fuzz: FAILED: no generated sample to parse" >&2; exit 1; }
echo "fuzz: the generated code of $checked fuzzed storyboards parses with swiftc -parse"
