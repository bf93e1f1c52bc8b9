#!/usr/bin/env bash
# CI: `segue migrate` on a copy of the migrator's fixture app (Tests/SegueMigratorTests/
# Fixtures/App), then the migrated sources compiled with the code `segue generate` writes for
# them, against the stub SDK and against Apple's real iOS SDK (../shared/sdk): a rewrite the
# compiler rejects fails here, as it would fail the app's build. A second run changes nothing.
set -euo pipefail
cd "$(dirname "$0")/../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build --product segue >/dev/null
swift build --product segue-ci >/dev/null
segue="$(swift build --show-bin-path)/segue"
export SEGUE="$segue"
export SEGUE_CI="$(swift build --show-bin-path)/segue-ci"
sdk="${SEGUE_SDK:-../shared/sdk}"
# Migrates the copy at DIR, checks a second run changes nothing, and compiles the migrated
# sources with their generated code against the stubs and, with ../shared, the real SDK.
migrate_and_compile() {
  local app="$1"
  "$segue" migrate "$app" 2>"$work/migrate.txt" || {
    cat "$work/migrate.txt" >&2
    echo "typecheck-migrated: FAILED: segue migrate exited non-zero" >&2
    exit 1
  }
  tail -n 1 "$work/migrate.txt"
  "$segue" migrate --check "$app" 2>/dev/null ||
    { echo "typecheck-migrated: FAILED: a second run would change the files" >&2; exit 1; }

  Scripts/typecheck-generated --module App --sources "$app/Sources" "$app"
  echo "typecheck-migrated: the migrated $(basename "$app") compiles with its generated code (stubs)"
  if [ -x "$sdk/setup" ]; then
    Scripts/typecheck-generated --sdk "$sdk" --module App --sources "$app/Sources" "$app"
    echo "typecheck-migrated: the migrated $(basename "$app") compiles with its generated code (real SDK)"
  else
    # Without ../shared a visible skip; with it, a missing SDK fails in CI.
    source Scripts/lib/require.sh
    require_shared "the real iOS SDK" "$sdk/setup is missing"
  fi
}

cp -R Tests/SegueMigratorTests/Fixtures/App "$work/App"
migrate_and_compile "$work/App"
# The same app with SwiftGen's StoryboardScene for one of its storyboards (as element-ios has):
# the generated scenes extend it with the other, and the migrated code uses both.
cp -R Tests/SegueMigratorTests/Fixtures/App "$work/SwiftGenApp"
cp Tests/SegueMigratorTests/Fixtures/SwiftGen/Storyboards.swift "$work/SwiftGenApp/Sources/"
migrate_and_compile "$work/SwiftGenApp"
