#!/usr/bin/env bash
# CI: the target graph is the one docs/Architecture.md allows, and no target but the segue
# executable (and the plugins) reads the working directory. The rules: Scripts/ci/architecture.py.
set -euo pipefail
cd "$(dirname "$0")/../.."
source Scripts/lib/require.sh
command -v python3 >/dev/null 2>&1 || require "python3" "run Scripts/bootstrap"
swift package describe --type json | python3 Scripts/ci/architecture.py "$(pwd)"
