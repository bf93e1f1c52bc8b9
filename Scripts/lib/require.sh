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
