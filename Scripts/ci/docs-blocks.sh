#!/usr/bin/env bash
# CI: the docs run as written. Every shell block of README.md, CONTRIBUTING.md,
# Examples/README.md and docs/*.md is read from the Markdown and run against a scratch copy of
# the Examples with this checkout's segue first on PATH; a console block's output must show what
# the block shows. A block that cannot run here says why in its fence (`not-run: REASON`), and
# the run prints each such reason. The rules: Scripts/ci/docs-blocks.py.
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$(pwd)"
source Scripts/lib/require.sh
command -v python3 >/dev/null 2>&1 || require "python3" "run Scripts/bootstrap"
swift build --product segue >/dev/null
PATH="$(swift build --show-bin-path)":$PATH python3 Scripts/ci/docs-blocks.py "$root" "$@"
