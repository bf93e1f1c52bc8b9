#!/usr/bin/env bash
# CI: the DocC catalogs of SegueKit and HeadlessNavigation build with no warnings (broken
# symbol links, undocumented parameters).
set -euo pipefail
cd "$(dirname "$0")/../.."
source Scripts/lib/require.sh
command -v docc >/dev/null 2>&1 || require "docc" "the toolchain has none"
Scripts/docs >/dev/null
echo "DocC documentation built without warnings"
