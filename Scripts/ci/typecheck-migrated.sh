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
cp -R Tests/SegueMigratorTests/Fixtures/App "$work/App"
"$segue" migrate "$work/App" 2>"$work/migrate.txt" || {
  cat "$work/migrate.txt" >&2
  echo "typecheck-migrated: FAILED: segue migrate exited non-zero" >&2
  exit 1
}
tail -n 1 "$work/migrate.txt"
"$segue" migrate --check "$work/App" 2>/dev/null ||
  { echo "typecheck-migrated: FAILED: a second run would change the files" >&2; exit 1; }

Scripts/typecheck-generated --module App --sources "$work/App/Sources" "$work/App"
echo "typecheck-migrated: the migrated fixture compiles with its generated code (stubs)"
sdk="${SEGUE_SDK:-../shared/sdk}"
if [ -x "$sdk/setup" ]; then
  Scripts/typecheck-generated --sdk "$sdk" --module App --sources "$work/App/Sources" "$work/App"
  echo "typecheck-migrated: the migrated fixture compiles with its generated code (real SDK)"
else
  # Without ../shared a visible skip; with it, a missing SDK fails in CI.
  source Scripts/lib/require.sh
  require_shared "the real iOS SDK" "$sdk/setup is missing"
fi
