#!/usr/bin/env bash
# CI: the generated check of @IBSegueAction methods accepts every shape UIKit and AppKit accept,
# and fails with a readable message for every shape they do not. Generates the code of
# Tests/Fixtures/Generate/SegueActions with --sources and compiles it (`-emit-module`, warnings
# as errors) against the stub SDKs and SegueKit: with Sources/ (the shapes UIKit and AppKit
# accept), which must compile; and, for each file of Rejected/, with that file's wrong
# declaration, which must fail with the message the file's first line expects and never with
# "failed to produce diagnostic"; and, for each file of Private/, with that file's private
# declaration, which the generated code must leave out, and so compile.
set -euo pipefail
cd "$(dirname "$0")/../.."
mapfile -t swift_flags < <(Scripts/swift-flags)
stubs="${APPLE_STUBS:-.build/apple-stubs}"
[ -e "$stubs/uikit/SegueKit.swiftmodule" ] && [ -e "$stubs/appkit/SegueKit.swiftmodule" ] \
  || Scripts/build-apple-stubs "$stubs"
swift build --product segue >/dev/null
swift build --product segue-ci >/dev/null
segue="$(swift build --show-bin-path)/segue"
export SEGUE_CI="$(swift build --show-bin-path)/segue-ci"
fixture=Tests/Fixtures/Generate/SegueActions
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Compiles FILES as module Shapes against VARIANT's stubs; diagnostics to $work/emit.log.
emit() {
  local variant="$1"
  shift
  swiftc -emit-module -module-name Shapes "${swift_flags[@]}" -parse-as-library \
    -warnings-as-errors -I "$stubs/$variant" -emit-module-path "$work/Shapes.swiftmodule" "$@" \
    >"$work/emit.log" 2>&1
}

"$segue" generate --module Shapes --sources "$fixture/Sources" --output "$work/Generated.swift" \
  "$fixture/Shapes.storyboard" 2>"$work/generate.log"
if grep -q warning "$work/generate.log"; then
  echo "error: generate warned about declarations UIKit accepts:" >&2
  cat "$work/generate.log" >&2
  exit 1
fi
if ! emit uikit "$work/Generated.swift" "$fixture/Sources/Shapes.swift" \
  "$fixture/Sources/Destinations.swift"; then
  echo "error: the check rejected @IBSegueAction shapes UIKit accepts:" >&2
  cat "$work/emit.log" >&2
  exit 1
fi
accepted="$(grep -c '^    storyboardSegueAction($' "$work/Generated.swift")"
echo "the check accepts the $accepted UIKit @IBSegueAction shapes of $fixture/Sources"

"$segue" generate --module Shapes --sources "$fixture/Sources" --output "$work/Mac.swift" \
  "$fixture/ShapesAppKit.storyboard" 2>"$work/generate.log"
if ! emit appkit "$work/Mac.swift" "$fixture/Sources/ShapesAppKit.swift"; then
  echo "error: the check rejected @IBSegueAction shapes AppKit accepts:" >&2
  cat "$work/emit.log" >&2
  exit 1
fi
echo "the check accepts the AppKit @IBSegueAction shapes, window controllers included"

"$segue" generate --module Shapes --output "$work/Broken.swift" "$fixture/Broken.storyboard" \
  2>/dev/null
failures=0
count=0
for case in "$fixture"/Rejected/*.swift; do
  count=$((count + 1))
  expected="$(sed -n '1s|^// expect: ||p' "$case")"
  if emit uikit "$work/Broken.swift" "$case" "$fixture/Sources/Destinations.swift"; then
    echo "error: $case: the check compiled a declaration UIKit cannot call" >&2
    failures=$((failures + 1))
  elif grep -q "failed to produce diagnostic" "$work/emit.log" \
    || ! grep -qF -- "$expected" "$work/emit.log"; then
    echo "error: $case: expected \"$expected\", got:" >&2
    grep 'error:' "$work/emit.log" | sort -u >&2
    failures=$((failures + 1))
  fi
done
[ "$failures" -eq 0 ] || exit 1
echo "each of the $count wrong declarations of $fixture/Rejected fails with its readable message"

for case in "$fixture"/Private/*.swift; do
  "$segue" generate --module Shapes --sources "$case" \
    --sources "$fixture/Sources/Destinations.swift" --output "$work/Private.swift" \
    "$fixture/Broken.storyboard" 2>/dev/null
  if ! emit uikit "$work/Private.swift" "$case" "$fixture/Sources/Destinations.swift"; then
    echo "error: $case: the generated code names a private segue action:" >&2
    cat "$work/emit.log" >&2
    exit 1
  fi
done
echo "the generated code leaves out the private segue actions of $fixture/Private, and compiles"

# The same private segue actions against Apple's real iOS SDK, when it is beside the clone: the
# user's build is the judge. (Before the generator left them out, this compile failed with
# "'makeDetail' is inaccessible due to 'fileprivate' protection level".)
source Scripts/lib/real-sdk.sh
real_sdk_for_ci "$PWD"
if [ ${#real_sdk_option[@]} -gt 0 ]; then
  for case in "$fixture"/Private/*.swift; do
    SEGUE="$segue" Scripts/typecheck-generated "${real_sdk_option[@]}" --module Shapes \
      --sources "$case" --sources "$fixture/Sources/Destinations.swift" \
      "$fixture/Broken.storyboard" >"$work/real-sdk.log" 2>&1 \
      || { cat "$work/real-sdk.log" >&2; echo "error: $case against the real iOS SDK" >&2; exit 1; }
  done
  echo "against the real iOS SDK too, the generated code leaves out the private segue actions"
fi
