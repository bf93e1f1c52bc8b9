#!/usr/bin/env bash
# CI: SegueKit's DocC catalog builds with no warnings (broken symbol links, undocumented parameters).
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v docc >/dev/null 2>&1; then
  echo "skipping: the toolchain has no docc"
  exit 0
fi
Scripts/docs >/dev/null
echo "DocC documentation built without warnings"
