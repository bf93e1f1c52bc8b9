#!/usr/bin/env bash
# Lints every app of the projects folder (../shared/projects) and of the linked-apps folder
# (../shared/linked-apps: real apps whose storyboards name classes of pods, packages and
# frameworks that are not there) zero-config, as a user would: `segue lint APP` from the
# folder that holds APP, so that paths read APP/…. Fails when segue lint crashes or exits with
# anything but 0 or 1, when a project whose sources declare nothing gets anything but the one
# warning that says so, and when the findings differ from the ledger (docs/FindingsLedger.tsv:
# one line per finding, judged true or false from reading the app, and why): on a finding the
# ledger does not hold, on a ledger line no longer reported, and on any line judged false or
# not judged. Prints the findings per app and per rule. The apps are read where they are,
# never copied. LEDGER_RECORD=1 rewrites the ledger's lines from this run, keeping the verdict
# of every line still reported and marking new ones `?` (to be judged by reading the app).
set -euo pipefail
cd "$(dirname "$0")/../.."
source Scripts/lib/require.sh

folders=()
for folder in "${SEGUE_APPS:-../shared/projects}" "${SEGUE_LINKED_APPS:-../shared/linked-apps}"
do
  [ -d "$folder" ] || require_shared "the apps folder" "no $folder"
  folders+=("$(cd "$folder" && pwd)")
done
ledger="${SEGUE_LEDGER:-docs/FindingsLedger.tsv}"
[ -f "$ledger" ] || { echo "lint-apps: FAILED: no ledger at $ledger" >&2; exit 1; }
ledger="$(cd "$(dirname "$ledger")" && pwd)/$(basename "$ledger")"

swift build --product segue >/dev/null
segue="$(swift build --show-bin-path)/segue"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

fail() {
  echo "lint-apps: FAILED: $*" >&2
  exit 1
}

: >"$work/findings.txt"
printf '  %-48s %6s %6s %8s %6s\n' "app" "boards" "errors" "warnings" "notes"
count=0
for apps in "${folders[@]}"; do
  for app in "$apps"/*/; do
    name="$(basename "$app")"
    status=0
    (cd "$apps" && "$segue" lint "$name" >"$work/out.txt" 2>"$work/err.txt") || status=$?
    if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
      cat "$work/err.txt" >&2
      fail "segue lint exited $status on $name"
    fi
    summary="$(tail -n 1 "$work/err.txt")"
    case "$summary" in "segue lint: "*) ;; *) fail "no summary line for $name: $summary" ;; esac
    boards="$(sed -nE 's/^segue lint: ([0-9]+) storyboard.*/\1/p' <<<"$summary")"
    errors="$(sed -nE 's/.* ([0-9]+) error\(s\).*/\1/p' <<<"$summary")"
    warnings="$(sed -nE 's/.* ([0-9]+) warning\(s\).*/\1/p' <<<"$summary")"
    notes="$(grep -c ': note: ' "$work/out.txt" || true)"
    # (A project's targets are judged each on its own, so only the plain-folder reading is checked.)
    if grep -qE "^warning: The (--sources given|Swift and Objective-C files under the PATHs) declare no class" \
      "$work/err.txt"; then
      # Such a project must get no finding from the rules that read sources.
      if grep -qE '\[(custom-class-not-found|unwind-action-not-found|unwind-without-destination|segue-action-not-found|private-segue-action|identifier-not-in-storyboard|compared-identifier-not-in-storyboard|scene-identifier-not-in-storyboard)\]$' "$work/out.txt"; then
        fail "$name: sources declare nothing, yet a rule that reads them reported"
      fi
    fi
    printf '  %-48s %6s %6s %8s %6s\n' "$name" "$boards" "$errors" "$warnings" "$notes"
    # A finding's own notes follow it on lines of their own (`note: In target 'A' only; …`
    # where targets that build one storyboard disagree): they are not findings.
    grep -v '^note: ' "$work/out.txt" >>"$work/findings.txt" || true
    count=$((count + 1))
  done
done
[ "$count" -gt 0 ] || fail "no app in ${folders[*]}"

echo "lint-apps: findings per rule over $count apps:"
printf '  %-34s %8s %10s\n' "rule" "findings" "apps"
sed -nE 's|^([^/]+)/.*:[0-9]+:[0-9]+: [a-z]+: .* \[([a-z-]+)\]$|\2\t\1|p' "$work/findings.txt" |
  awk -F'\t' '
    { findings[$1]++; if (!seen[$1 FS $2]++) apps[$1]++ }
    END { for (rule in findings) printf "  %-34s %8d %10d\n", rule, findings[rule], apps[rule] }' |
  LC_ALL=C sort
echo "  total: $(grep -c '' "$work/findings.txt" || true)"
# LINT_APPS_FINDINGS=FILE keeps every finding, to read them by hand.
if [ -n "${LINT_APPS_FINDINGS:-}" ]; then cp "$work/findings.txt" "$LINT_APPS_FINDINGS"; fi

# The ledger's key of a finding: path, line, rule (a line may hold several of one rule).
sed -nE 's|^(.+):([0-9]+):[0-9]+: [a-z]+: .* \[([a-z-]+)\]$|\1\t\2\t\3|p' \
  "$work/findings.txt" | LC_ALL=C sort >"$work/reported.tsv"
[ "$(grep -c '' "$work/reported.tsv" || true)" -eq "$(grep -c '' "$work/findings.txt" || true)" ] ||
  fail "a finding does not read path:line:col: severity: message [rule-id]"
grep -v '^#' "$ledger" | grep -v '^path	' | cut -f1-3 | LC_ALL=C sort >"$work/ledger.tsv" || true

if [ "${LEDGER_RECORD:-}" = "1" ]; then
  python3 Scripts/lib/ledger_record.py "$ledger" "$work/reported.tsv"
  echo "lint-apps: ledger re-recorded at $ledger"
  exit 0
fi

LC_ALL=C comm -23 "$work/reported.tsv" "$work/ledger.tsv" >"$work/new.tsv"
LC_ALL=C comm -13 "$work/reported.tsv" "$work/ledger.tsv" >"$work/gone.tsv"
awk -F'\t' '!/^#/ && $1 != "path" && $4 != "true" && $4 != "note"' "$ledger" >"$work/bad.tsv"
problems=0
if [ -s "$work/new.tsv" ]; then
  echo "lint-apps: reported but not in the ledger ($ledger):" >&2
  sed 's/^/  /' "$work/new.tsv" >&2
  problems=1
fi
if [ -s "$work/gone.tsv" ]; then
  echo "lint-apps: in the ledger but no longer reported:" >&2
  sed 's/^/  /' "$work/gone.tsv" >&2
  problems=1
fi
if [ -s "$work/bad.tsv" ]; then
  echo "lint-apps: judged false, or not judged, in the ledger:" >&2
  sed 's/^/  /' "$work/bad.tsv" >&2
  problems=1
fi
[ "$problems" -eq 0 ] || fail "the findings differ from the ledger (LEDGER_RECORD=1 re-records its lines)"
judged="$(grep -c '' "$work/ledger.tsv" || true)"
echo "lint-apps: every finding is in the ledger and judged true ($judged lines)"
