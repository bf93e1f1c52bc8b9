#!/usr/bin/env bash
# CI: typecheck SegueKit's UIKit/AppKit adapters and the Examples against the stub SDKs.
set -euo pipefail
cd "$(dirname "$0")/../.."
Scripts/typecheck-apple
