#!/usr/bin/env bash
# A one-minute libFuzzer run over StoryboardKit's parser; fails on any crash, hang or leak.
set -euo pipefail
cd "$(dirname "$0")/../.."
Scripts/fuzz 60
