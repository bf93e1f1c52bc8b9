#!/usr/bin/env bash
# Runs StoryboardKit's corpus tests (every corpus storyboard against an XMLParser reference)
# and fails if they were skipped while the corpus is present, so a moved corpus cannot turn
# the check off silently.
set -euo pipefail
cd "$(dirname "$0")/../.."
source Scripts/lib/require.sh

corpus="${SEGUE_CORPUS:-../shared/corpus}"
[ -d "$corpus" ] || require_shared "the corpus" "no folder at $corpus"
export SEGUE_CORPUS="$(cd "$corpus" && pwd)"
output="$(swift test --filter StoryboardKitTests.CorpusTests 2>&1)" || {
  echo "$output"
  exit 1
}
if ! grep -q "Suite CorpusTests passed" <<<"$output"; then
  echo "$output"
  echo "corpus-parse: the corpus tests did not run" >&2
  exit 1
fi
grep -E "Test .*(passed|failed)" <<<"$output"
