# Sourced by the CI checks. `require WHAT REASON…` ends a check that cannot run: in CI
# (CI=true) it fails, since a missing tool there means the check silently proves nothing;
# elsewhere it is a visible skip.
require() {
  local what="$1"
  shift
  if [ "${CI:-}" = "true" ]; then
    echo "error: $what is missing: $*" >&2
    exit 1
  fi
  echo "skipped: $what is missing: $*"
  exit 0
}

# `require_shared WHAT REASON…` ends a check whose input lives in ../shared (the corpus, the
# apps, the projects, the SDK). A clone without ../shared at all skips it visibly, in CI too:
# the repository's own tests pass without that folder. With ../shared present, a missing part
# is `require`'s failure in CI.
require_shared() {
  local shared
  shared="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/../shared"
  if [ ! -d "$shared" ]; then
    echo "skipped: $1: there is no ../shared beside this clone (CI runs with it)"
    exit 0
  fi
  require "$@"
}
