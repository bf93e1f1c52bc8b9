#!/usr/bin/env bash
# CI: the honest typecheck (Scripts/typecheck-generated --sources) over every project of
# ../shared/projects (or $SEGUE_APPS; ../shared/apps is the older folder without project
# files), one folder each, read in place. Prints a table (storyboards, the classes the
# generated code extends, its scene accessors, and whether it typechecked), then per project
# its module, the first error of each run and what was left out or made up:
#   - with the project's full sources: rarely possible here, since the stubs model only what
#     SegueKit needs of UIKit and AppKit, third-party modules (Hero, RxSwift, Eureka, …) are not
#     in the folders, and Linux has no Objective-C runtime (`@objc`, `#selector`);
#   - with the declarations it needs (--declarations-only): the classes it names, their
#     superclasses and segue and unwind actions, exactly as the sources write them, with
#     stand-ins for what neither the sources nor the stubs declare.
# The check fails when the generated code itself (Segues.swift, or the scene usage that checks
# each scene's type) does not compile against the declarations. With Apple's real iOS SDK beside
# the repository (../shared/sdk), iOS code compiles against it instead of the uikit stubs
# (Scripts/lib/real-sdk.sh; without ../shared, the stubs, said in one line); the declarations cut
# and its stand-ins are still decided from the stubs.
#
# Usage: bash Scripts/ci/typecheck-apps.sh [PROJECT…]   (default: every project)
set -euo pipefail
cd "$(dirname "$0")/../.."
source Scripts/lib/require.sh
source Scripts/lib/real-sdk.sh
apps="${SEGUE_APPS:-../shared/projects}"
[ -d "$apps" ] || require_shared "the apps" "no folder $apps"
apps="$(cd "$apps" && pwd)"
real_sdk_for_ci "$PWD"

swift build --product segue >/dev/null
swift build --product segue-ci >/dev/null
export SEGUE="${SEGUE:-$(swift build --show-bin-path)/segue}"
export SEGUE_CI="${SEGUE_CI:-$(swift build --show-bin-path)/segue-ci}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

projects=("$@")
if [ ${#projects[@]} -eq 0 ]; then
  while IFS= read -r -d '' folder; do projects+=("$(basename "$folder")"); done \
    < <(find "$apps" -mindepth 1 -maxdepth 1 -type d -print0 | LC_ALL=C sort -z)
fi

# The app's module: the module most scenes name with customModuleProvider="target", else the
# one most scenes name, else App (segue-ci's AppModuleChoice).
module_of() {
  "$SEGUE_CI" app-module "$1"
}

# The first error of LOG, its path relative to the apps folder or to the generated files.
first_error() {
  grep -E '^[^:]+:[0-9]+:[0-9]+: error: ' "$1" | head -n 1 |
    sed -e "s|^$apps/||" -e "s|^$work/[^/]*/[a-z]*/|generated: |" || true
}

# The storyboards of PROJECT that StoryboardKit parses, one a line; generation refuses the
# others by design (and says so), which would stop the run.
parsable() {
  "$SEGUE_CI" parsable "$apps/$1"
}

# Runs the typecheck of PROJECT's storyboards (the rest of the arguments); KIND is full or
# declarations. Sets ok, classes and log.
run() {
  local project="$1" kind="$2" module="$3"
  shift 3
  local keep="$work/$project-$kind"
  log="$work/$project-$kind.log"
  local extra=()
  [ "$kind" = full ] || extra=(--declarations-only)
  ok=yes
  KEEP="$keep" Scripts/typecheck-generated "${real_sdk_option[@]}" --module "$module" \
    --swift-version 5 "${extra[@]}" \
    --sources "$apps/$project" "$@" >"$log" 2>&1 || ok=no
  classes="$(cat "$keep"/*/Segues.swift 2>/dev/null |
    grep -c '^ *extension .*: .*SegueHandler' || true)"
  grep -E '^(iOS|tvOS|macOS): |^  [a-zA-Z]|^compiled ' "$log" | sed 's/^/  /' || true
}

# How many stand-ins --declarations-only made up in the run in KEEP, over its platforms.
stand_ins() {
  cat "$1"/*/sources/summary.txt 2>/dev/null |
    sed -nE 's/.*(^|; )([0-9]+) stand-in\(s\).*/\2/p' | awk '{ n += $1 } END { print n + 0 }'
}

# What the run in KEEP read, left out and made up, for each platform: its notes, in full.
notes_of() {
  local notes variant
  for notes in "$1"/*/sources/notes.txt; do
    [ -f "$notes" ] || continue
    variant="$(basename "$(dirname "$(dirname "$notes")")")"
    echo "$variant:"
    sed 's/^/  /' "$notes"
  done
}

# The errors of LOG in the generated files (the code and the scene usage) of the run in KEEP.
generated_errors() {
  grep -E "^$2/[a-z]+/(Segues|SceneUsage)\.swift:[0-9]+:[0-9]+: error: " "$1" || true
}

# A Markdown table with its columns padded to one width, so that it reads in a terminal too.
aligned() {
  python3 -c '
import sys
rows = [[cell.strip() for cell in line.strip().strip("|").split("|")] for line in sys.stdin]
rules = rows[1]
widths = [max(3, *(len(row[i]) for row in rows)) for i in range(len(rules))]
for number, row in enumerate(rows):
    cells = []
    for cell, width, rule in zip(row, widths, rules):
        if number == 1:
            cells.append("-" * (width - 1) + ":" if rule.endswith(":") else "-" * width)
        else:
            cells.append(cell.rjust(width) if rule.endswith(":") else cell.ljust(width))
    print("| " + " | ".join(cells) + " |")'
}

# The table names a project by its repository (`Owner__Repo` gives `Repo`) when no other has
# that name.
declare -A short_names=()
for project in "${projects[@]}"; do
  name="${project#*__}"
  short_names[$name]=$((${short_names[$name]:-0} + 1))
done
rows=()
details=()
failed=()
for project in "${projects[@]}"; do
  [ -d "$apps/$project" ] || { echo "error: no project $project in $apps" >&2; exit 66; }
  storyboards="$(find "$apps/$project" -name '*.storyboard' -type f | wc -l | tr -d ' ')"
  declared="$(find "$apps/$project" \( -name '*.swift' -o -name '*.h' \) -type f | wc -l | tr -d ' ')"
  module="$(module_of "$apps/$project")"
  mapfile -t storyboard_files < <(parsable "$project")
  malformed=$((storyboards - ${#storyboard_files[@]}))
  echo "== $project (module $module)"
  declarations="—" declarations_error="" made_up="—" scenes=0 full_error="" full_classes=0
  notes=()
  full="—"
  if [ ${#storyboard_files[@]} -gt 0 ]; then
    echo " full sources:"
    run "$project" full "$module" "${storyboard_files[@]}"
    full="$ok" full_error="$(first_error "$log")" full_classes="$classes"
    scenes="$(cat "$work/$project-full"/*/Segues.swift 2>/dev/null | grep -c 'SceneType<' || true)"
    mapfile -t notes < <(notes_of "$work/$project-full")
  fi
  if [ "$full" = no ]; then
    echo " declarations only:"
    run "$project" declarations "$module" "${storyboard_files[@]}"
    declarations="$ok" declarations_error="$(first_error "$log")"
    made_up="$(stand_ins "$work/$project-declarations")"
    mapfile -t notes < <(notes_of "$work/$project-declarations")
    if [ "$ok" = no ] && [ -n "$(generated_errors "$log" "$work/$project-declarations")" ]; then
      declarations=FAILS
      failed+=("$project")
    fi
  fi
  echo "  typechecked: full sources $full; declarations only $declarations"
  name="${project#*__}"
  [ "${short_names[$name]}" -eq 1 ] || name="$project"
  rows+=("| $name | $storyboards | $full_classes | $scenes | $full | $declarations | $made_up |")
  details+=("" "$name ($project, module $module)")
  [ "$malformed" -eq 0 ] ||
    details+=("  $malformed malformed storyboard(s), which generate refuses")
  [ "$declared" -gt 0 ] || details+=("  warning: the folder has no Swift or Objective-C sources")
  [ -z "$full_error" ] || details+=("  first error, full sources: $full_error")
  [ -z "$declarations_error" ] || details+=("  first error, declarations only: $declarations_error")
  for note in "${notes[@]}"; do details+=("  $note"); done
done

echo
{
  echo "| project | storyboards | classes | scenes | full | declarations | stand-ins |"
  echo "|---|---:|---:|---:|---|---|---:|"
  printf '%s\n' "${rows[@]}"
} | aligned
echo
cat <<'TEXT'
classes: the classes the generated code extends; scenes: its scene accessors. full: whether it
compiled with the project's full sources; declarations: with only the declarations it needs
(--declarations-only, tried when the full sources fail), FAILS when the generated code itself
does not compile; stand-ins: the classes that neither the sources nor the stubs declare, made up
for it. Per project below: the first errors, what was read, left out and made up.
TEXT
printf '%s\n' "${details[@]}"
echo
if [ ${#failed[@]} -gt 0 ]; then
  echo "error: the generated code does not compile against the declarations of" \
    "${#failed[@]} project(s): ${failed[*]}"
  exit 1
fi
echo "the generated code compiles against the declarations of every project"
