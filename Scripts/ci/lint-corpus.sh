#!/usr/bin/env bash
# Lints every corpus storyboard and fails on a crash: `segue lint` may exit 0 (clean) or 1
# (findings), never 64 or a signal. Then prints the table of findings per rule, linting each
# app's storyboards together (an app: a repository's top-level folder) under their original
# paths, rebuilt from MANIFEST.tsv as symbolic links, so that storyboard references and Main
# storyboards are seen as in the app.
set -euo pipefail
cd "$(dirname "$0")/../.."
source Scripts/lib/require.sh
source Scripts/lib/corpus-apps.sh

corpus="${SEGUE_CORPUS:-../shared/corpus}"
[ -f "$corpus/MANIFEST.tsv" ] || require_shared "the corpus" "no $corpus/MANIFEST.tsv"
corpus="$(cd "$corpus" && pwd)"

swift build --product segue >/dev/null
segue="$(swift build --show-bin-path)/segue"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

check_status() { # status, what
  if [ "$1" -ne 0 ] && [ "$1" -ne 1 ]; then
    echo "lint-corpus: FAILED: segue lint exited $1 on $2" >&2
    exit 1
  fi
}

# Every storyboard alone.
count=0
for file in "$corpus"/*.storyboard; do
  status=0
  "$segue" lint "$file" >/dev/null 2>"$work/stderr" || status=$?
  check_status "$status" "$file"
  count=$((count + 1))
done
echo "lint-corpus: $count storyboards linted one by one, no crash"

# Each app's storyboards together, under their original paths.
corpus_apps "$corpus" "$work/tree"
: >"$work/findings.txt"
for repository in "$work"/tree/*/; do
  status=0
  name="$(basename "$repository")"
  (cd "$repository" && "$segue" lint . >"$work/repository.txt" 2>"$work/stderr") || status=$?
  sed "s|^\./|$name/|" "$work/repository.txt" >>"$work/findings.txt"
  check_status "$status" "$repository"
done

echo "lint-corpus: findings per rule (each app linted as a whole):"
printf '  %-34s %8s %12s\n' "rule" "findings" "storyboards"
sed -nE 's/^(.*\.storyboard):[0-9]+:[0-9]+: [a-z]+: .* \[([a-z-]+)\]$/\2\t\1/p' "$work/findings.txt" |
  sort | awk -F'\t' '
    { findings[$1]++; if (!seen[$1 FS $2]++) files[$1]++ }
    END { for (rule in findings) printf "  %-34s %8d %12d\n", rule, findings[rule], files[rule] }' |
  sort
total=$(grep -c '' "$work/findings.txt" || true)
echo "  total: $total"
# LINT_CORPUS_FINDINGS=FILE keeps every finding, to read them by hand.
if [ -n "${LINT_CORPUS_FINDINGS:-}" ]; then cp "$work/findings.txt" "$LINT_CORPUS_FINDINGS"; fi
