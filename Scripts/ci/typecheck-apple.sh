#!/usr/bin/env bash
# CI: SegueKit for iOS, tvOS, macOS and watchOS, the Examples for iOS, and the probes, against
# the stub SDKs; then, with Apple's real iOS SDK beside the repository (../shared/sdk), the iOS
# ones again against it, each probe giving the same verdict as against the stubs
# (Scripts/lib/real-sdk.sh: without ../shared, the stubs only, said in one line).
set -euo pipefail
cd "$(dirname "$0")/../.."
source Scripts/lib/real-sdk.sh
real_sdk_for_ci "$PWD"
Scripts/typecheck-apple "${real_sdk_option[@]}"
