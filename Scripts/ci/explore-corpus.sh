#!/usr/bin/env bash
# Explores every corpus app with `segue explore` (default limits) and fails on a crash or a
# run that does not finish: the command may exit 0 (explored) or 1 (an input malformed, or no
# storyboard to launch), never a signal or a timeout, and 64 only when two storyboards share
# the launch storyboard's name. Apps are rebuilt from MANIFEST.tsv as Scripts/ci/lint-corpus.sh
# rebuilds them. An app without a launch storyboard (no Main), or with two of its name, is
# explored from each of its storyboards, named by path.
# Then explores every app of the projects folder (../shared/projects) and of the linked-apps
# folder (../shared/linked-apps) zero-config, as a user would (`segue explore APP` from the
# folder that holds it; a section per target, each with its sources and Info.plist launch);
# the same exit statuses are allowed, and a run must print a coverage line per section it
# explored.
# Prints the states explored per app.
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

corpus_apps "$corpus" "$work/tree"

# Runs one exploration of the app in the current folder; prints its state count, or nothing
# when it could not launch. Fails the check on anything but exit 0 or 1.
explore() { # app, extra arguments…
  local app="$1" status=0
  shift
  timeout 300 "$segue" explore . --format json "$@" >"$work/report.json" 2>"$work/stderr" ||
    status=$?
  if [ "$status" -eq 64 ] && grep -q "storyboards are named" "$work/stderr"; then
    return 0
  fi
  if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
    echo "explore-corpus: FAILED: segue explore $* exited $status on $app" >&2
    cat "$work/stderr" >&2
    exit 1
  fi
  [ -s "$work/report.json" ] || return 0
  sed -nE 's/^  "(states|complete)": (.*),$/\2/p' "$work/report.json" | paste -sd' '
}

printf '  %-72s %8s  %s\n' "app" "states" "bounds"
total=0
for folder in "$work"/tree/*/; do
  app="$(basename "$folder")"
  cd "$folder"
  results="$(explore "$app")"
  starts=1
  if [ -z "$results" ] &&
    grep -qE "No storyboard is named Main|storyboards are named" "$work/stderr"; then
    starts=0
    while read -r path; do
      starts=$((starts + 1))
      results+="$(explore "$app" --start "$path")"$'\n'
    done < <(find . -name '*.storyboard' | LC_ALL=C sort)
  fi
  cd - >/dev/null
  states=$(printf '%s\n' "$results" | awk '$1 ~ /^[0-9]+$/ { sum += $1 } END { print sum + 0 }')
  cut=$(printf '%s\n' "$results" | grep -c ' false' || true)
  bounds="complete"
  [ "$cut" -eq 0 ] || bounds="cut short by the limits ($cut start(s))"
  [ "$starts" -eq 1 ] || bounds="$bounds, $starts starts tried"
  printf '  %-72s %8d  %s\n' "$app" "$states" "$bounds"
  total=$((total + states))
done
echo "explore-corpus: every corpus app explored without a crash; $total states in all"

# Explores with the arguments from FOLDER; prints "states sections how". Fails the check on a
# crash, a timeout, or a run that succeeds without a coverage line.
explore_app() { # folder, app, arguments…
  local folder="$1" app="$2" status=0 sections states how=""
  shift 2
  (cd "$folder" && timeout 300 "$segue" explore "$@" >"$work/report.txt" 2>"$work/stderr") ||
    status=$?
  if [ "$status" -eq 64 ] && grep -q "storyboards are named" "$work/stderr"; then
    how=", two launch storyboards of one name (exit 64)"
  elif [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
    echo "explore-corpus: FAILED: segue explore $* exited $status on $app" >&2
    cat "$work/stderr" >&2
    exit 1
  fi
  sections=$(grep -c '^coverage: ' "$work/report.txt" || true)
  states=$(sed -nE 's/^segue explore: .* ([0-9]+) state\(s\),.*/\1/p' "$work/report.txt" |
    awk '{ sum += $1 } END { print sum + 0 }')
  if [ "$status" -eq 0 ] && [ "$sections" -eq 0 ] &&
    ! grep -qE "^segue explore: (the (framework|target|only storyboards)|no storyboard was found|its storyboards hold only the menu bar|its Info.plist launches no storyboard|'.*' is a watchOS storyboard)" \
      "$work/report.txt"; then
    echo "explore-corpus: FAILED: segue explore $* printed no coverage on $app" >&2
    exit 1
  fi
  echo "$states $sections exit $status$how"
}

# Every app of the projects folder (../shared/projects, SEGUE_PROJECTS) and of the linked-apps
# folder (../shared/linked-apps, SEGUE_LINKED_APPS), zero-config as a user would run it from the
# folder that holds it: `segue explore APP` (its project, the projects of its workspace or
# folder, or its files with their sources).
printf '  %-72s %8s %8s  %s\n' "app" "states" "sections" "how"
total=0
for folder in "${SEGUE_PROJECTS:-../shared/projects}" "${SEGUE_LINKED_APPS:-../shared/linked-apps}"
do
  [ -d "$folder" ] || require_shared "the apps folder" "no $folder"
  folder="$(cd "$folder" && pwd)"
  for app_folder in "$folder"/*/; do
    app="$(basename "$app_folder")"
    result="$(explore_app "$folder" "$app" "$app")"
    read -r states sections how <<<"$result"
    printf '  %-72s %8d %8d  %s\n' "$app" "$states" "$sections" "$how"
    total=$((total + states))
  done
done
echo "explore-corpus: every app explored without a crash; $total states in all"
