#!/usr/bin/env bash
# CI: SegueKit for iOS, tvOS, macOS and watchOS, the Examples for iOS, and the probes, against
# the stub SDKs.
set -euo pipefail
cd "$(dirname "$0")/../.."
Scripts/typecheck-apple
