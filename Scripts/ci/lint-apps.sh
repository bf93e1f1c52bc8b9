#!/usr/bin/env bash
# Lints every project of the projects folder (../shared/projects: the corpus storyboards at
# their original paths, with the projects' Swift and Objective-C sources, Xcode project files
# and Info.plists) as a user would, from that folder so that paths read APP/…: with its Xcode
# project when APP holds exactly one (`segue lint APP`, or `segue lint --project P` when it lies
# deeper: each target judged with its own sources and launch storyboard), else `segue lint
# APP --sources APP`. SEGUE_APPS=../shared/apps reads the older folder. Fails when
# segue lint crashes or exits with anything but 0 or 1, and when a project whose sources
# declare nothing gets anything but the one warning that says so. Prints the findings per
# project and per rule. The projects are read where they are, never copied.
set -euo pipefail
cd "$(dirname "$0")/../.."
source Scripts/lib/require.sh

apps="${SEGUE_APPS:-../shared/projects}"
[ -d "$apps" ] || require_shared "the apps folder" "no $apps"
apps="$(cd "$apps" && pwd)"

swift build --product segue >/dev/null
segue="$(swift build --show-bin-path)/segue"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

fail() {
  echo "lint-apps: FAILED: $*" >&2
  exit 1
}

: >"$work/findings.txt"
# The one Xcode project under APP (Pods and Carthage checkouts aside), or nothing.
only_project() {
  local found
  found="$(cd "$apps" && find "$1" -name '*.xcodeproj' -not -path '*/Pods/*' \
    -not -path '*/Carthage/*' | LC_ALL=C sort)"
  [ "$(grep -c . <<<"$found")" -eq 1 ] && printf '%s\n' "$found"
  return 0
}

printf '  %-48s %6s %6s %8s  %s\n' "project" "boards" "errors" "warnings" "sources"
count=0
for project in "$apps"/*/; do
  name="$(basename "$project")"
  status=0
  xcodeproj="$(only_project "$name")"
  if [ -n "$xcodeproj" ]; then
    arguments=(--project "$xcodeproj")
  else
    arguments=("$name" --sources "$name")
  fi
  (cd "$apps" && "$segue" lint "${arguments[@]}" >"$work/out.txt" 2>"$work/err.txt") ||
    status=$?
  # A project none of whose targets holds a storyboard (a library beside its example folders):
  # the folder as plain files.
  if [ -n "$xcodeproj" ] && grep -q "target of the project .* holds a storyboard" "$work/err.txt"
  then
    xcodeproj=""
    status=0
    (cd "$apps" && "$segue" lint "$name" --sources "$name" >"$work/out.txt" 2>"$work/err.txt") ||
      status=$?
  fi
  if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
    cat "$work/err.txt" >&2
    fail "segue lint exited $status on $name"
  fi
  summary="$(tail -n 1 "$work/err.txt")"
  case "$summary" in "segue lint: "*) ;; *) fail "no summary line for $name: $summary" ;; esac
  boards="$(sed -nE 's/^segue lint: ([0-9]+) storyboard.*/\1/p' <<<"$summary")"
  errors="$(sed -nE 's/.* ([0-9]+) error\(s\).*/\1/p' <<<"$summary")"
  warnings="$(sed -nE 's/.* ([0-9]+) warning\(s\).*/\1/p' <<<"$summary")"
  sources="declare classes"
  if grep -qE "^warning: The (--sources given|sources of target '[^']*'|Swift and Objective-C files under the PATHs) declare no class" \
    "$work/err.txt"; then
    sources="declare nothing: one warning"
    # Such a project must get no finding from the rules that read sources.
    if grep -qE '\[(custom-class-not-found|unwind-action-not-found|unwind-without-destination|segue-action-not-found|private-segue-action|identifier-not-in-storyboard|compared-identifier-not-in-storyboard|scene-identifier-not-in-storyboard)\]$' "$work/out.txt"; then
      fail "$name: sources declare nothing, yet a rule that reads them reported"
    fi
    [ "$(grep -c '^warning: ' "$work/err.txt")" -eq 1 ] || fail "$name: more than one warning"
  elif [ -n "$xcodeproj" ]; then
    sources="project ${xcodeproj#"$name"/}"
  fi
  printf '  %-48s %6s %6s %8s  %s\n' "$name" "$boards" "$errors" "$warnings" "$sources"
  cat "$work/out.txt" >>"$work/findings.txt"
  count=$((count + 1))
done
[ "$count" -gt 0 ] || fail "no project in $apps"

echo "lint-apps: findings per rule over $count projects:"
printf '  %-34s %8s %10s\n' "rule" "findings" "projects"
sed -nE 's|^([^/]+)/.*:[0-9]+:[0-9]+: [a-z]+: .* \[([a-z-]+)\]$|\2\t\1|p' "$work/findings.txt" |
  awk -F'\t' '
    { findings[$1]++; if (!seen[$1 FS $2]++) projects[$1]++ }
    END { for (rule in findings) printf "  %-34s %8d %10d\n", rule, findings[rule], projects[rule] }' |
  sort
echo "  total: $(grep -c '' "$work/findings.txt" || true)"
# LINT_APPS_FINDINGS=FILE keeps every finding, to read them by hand.
if [ -n "${LINT_APPS_FINDINGS:-}" ]; then cp "$work/findings.txt" "$LINT_APPS_FINDINGS"; fi
