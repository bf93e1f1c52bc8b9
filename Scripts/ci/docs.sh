#!/usr/bin/env bash
# CI: the DocC catalogs of SegueKit and HeadlessNavigation build with no warnings (broken
# symbol links, undocumented parameters).
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v docc >/dev/null 2>&1; then
  echo "skipping: the toolchain has no docc"
  exit 0
fi
Scripts/docs >/dev/null
echo "DocC documentation built without warnings"
