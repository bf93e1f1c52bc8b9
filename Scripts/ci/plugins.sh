#!/usr/bin/env bash
# CI: the build plugins in a real build. A copy of Tests/PluginFixture (a package that applies
# SegueGeneratePlugin and SegueLintPlugin to a target holding a storyboard) is built from
# scratch and changed step by step:
#   1. the first build runs the generator and succeeds; the lint warning is in the log with
#      its rule id; the generated code and the code using it typecheck against the stub UIKit
#      and SegueKit (on Linux that code compiles to nothing in the build itself);
#   2. a second build with nothing changed rewrites no generated file (same inode and
#      modification time) and compiles nothing; a third runs neither plugin's command;
#   3. a segue identifier added to the storyboard becomes a case the code can use, and the
#      code that does not handle it stops compiling;
#   4. a malformed storyboard fails the build with path:line:col: error: naming it.
# Then: swift package segue generate|lint on the copy, the plugins' Xcode-project code against
# the stub XcodeProjectPlugin, and the root package's products (what Mint and Xcode need, and no
# stub module among them), and the release build of Scripts/install.
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$(pwd)"
source Scripts/lib/require.sh
mapfile -t swift_flags < <(Scripts/swift-flags)

fail() {
  echo "error: $*" >&2
  exit 1
}

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fixture="$work/PluginFixture"
cp -R Tests/PluginFixture "$fixture"
rm -rf "$fixture/.build"
# The copy depends on this checkout wherever it lies.
sed -i "s|path: \"../..\"|path: \"$root\"|" "$fixture/Package.swift"
grep -q "path: \"$root\"" "$fixture/Package.swift" || fail "the fixture's manifest has no path dependency to rewrite"
scratch="$fixture/.build"
storyboard="$fixture/Sources/Inbox/Main.storyboard"
generated="$scratch/plugins/outputs/pluginfixture/Inbox/destination/SegueGeneratePlugin/Segues/Main+Segues.swift"

build() {
  local log="$1"
  swift build --package-path "$fixture" --scratch-path "$scratch" >"$log" 2>&1
}

# What the target compiled: lines such as "[12/20] Compiling Inbox Main+Segues.swift".
compiled() { grep -E '^\[[0-9]+/[0-9]+\] (Compiling|Emitting module) ' "$1" | grep -v 'Compiling plugin' || true; }

# --- 1. first build
build "$work/build1.log" || { cat "$work/build1.log" >&2; fail "the first build of the fixture failed"; }
grep -q "Generating typed segues for Inbox" "$work/build1.log" || fail "the first build did not run the generator"
[ -f "$generated" ] || fail "no generated file at $generated"
grep -q "^extension InboxViewController: SegueHandler" "$generated" || fail "the generated file has no InboxViewController extension"
grep -qE "Main\.storyboard:[0-9]+:[0-9]+: warning: .*\[unreachable-scene\]" "$work/build1.log" \
  || { cat "$work/build1.log" >&2; fail "the lint warning with its rule id is not in the build log"; }
echo "first build: generated $(basename "$generated"), lint warned with [unreachable-scene]"

# The generated code and the code using it, against the stub UIKit and SegueKit.
stubs="$root/.build/apple-stubs"
marker="$stubs/uikit/SegueKit.swiftmodule"
if [ ! -e "$marker" ] || [ -n "$(find Stubs Sources/NavigationCore Sources/SegueKit Scripts/build-apple-stubs -newer "$marker" -type f | head -1)" ]; then
  Scripts/build-apple-stubs "$stubs"
fi
# Emitting a module, not only typechecking, also runs the SIL diagnostics.
typecheck() {
  swiftc -emit-module "${swift_flags[@]}" -parse-as-library -warnings-as-errors -module-name Inbox \
    -I "$stubs/uikit" -emit-module-path "$work/Inbox.swiftmodule" "$generated" "$fixture"/Sources/Inbox/*.swift
}
typecheck || fail "the generated code and the fixture's code do not typecheck against the stub UIKit"
echo "the generated code and the code using it typecheck against the stub UIKit and SegueKit"

# --- 2. nothing changed
before="$(stat -c '%i %Y.%y' "$generated")"
build "$work/build2.log" || { cat "$work/build2.log" >&2; fail "the second build failed"; }
after="$(stat -c '%i %Y.%y' "$generated")"
[ "$before" = "$after" ] || fail "the second build rewrote the generated file ($before, then $after)"
if [ -n "$(compiled "$work/build2.log")" ]; then
  compiled "$work/build2.log" >&2
  fail "the second build with nothing changed compiled something"
fi
build "$work/build3.log" || { cat "$work/build3.log" >&2; fail "the third build failed"; }
if grep -qE "Generating typed segues|Linting the segues" "$work/build3.log" || [ -n "$(compiled "$work/build3.log")" ]; then
  cat "$work/build3.log" >&2
  fail "a build with no input changed ran a plugin's command or compiled something"
fi
echo "unchanged builds: the generated file kept inode and mtime ($after), nothing compiled, and the third ran no plugin command"

# --- 3. a new identifier
sed -i 's|<segue destination="message" kind="show" identifier="ShowMessage" id="g-message"/>|&\n                        <segue destination="message" kind="show" identifier="ReplyToMessage" id="g-reply"/>|' "$storyboard"
grep -q 'identifier="ReplyToMessage"' "$storyboard" || fail "could not add the identifier to the fixture's storyboard"
build "$work/build4.log" || { cat "$work/build4.log" >&2; fail "the build after adding an identifier failed"; }
grep -q 'case replyToMessage = "ReplyToMessage"' "$generated" || fail "the new identifier is not a case of the generated enum"
if typecheck 2>"$work/exhaustive.log"; then
  fail "the fixture's switch compiled without handling the new identifier"
fi
grep -q "switch must be exhaustive" "$work/exhaustive.log" || { cat "$work/exhaustive.log" >&2; fail "the code failed for another reason than the new case"; }
code="$fixture/Sources/Inbox/InboxViewController.swift"
sed -i 's|      case nil: break|      case .replyToMessage(let message): message.subject = "Re: " + selectedSubject\n&|' "$code"
sed -i 's|      performSegue(.showMessage, sender: self)|&\n      performSegue(.replyToMessage, sender: self)|' "$code"
typecheck || fail "the code using the new case does not typecheck"
build "$work/build5.log" || { cat "$work/build5.log" >&2; fail "the build with the code using the new case failed"; }
echo "a new identifier became the case .replyToMessage: unhandled, the switch stops compiling; used, it compiles"

# --- 4. a malformed storyboard
cp "$storyboard" "$work/Main.storyboard"
sed -i 's|<scene sceneID="s-message">|<scene sceneID="s-message"|' "$storyboard"
if build "$work/build6.log"; then
  fail "the build succeeded with a malformed storyboard"
fi
grep -qE "^$storyboard:[0-9]+:[0-9]+: error: " "$work/build6.log" \
  || { cat "$work/build6.log" >&2; fail "the failed build does not name the storyboard as path:line:col: error:"; }
echo "a malformed storyboard fails the build: $(grep -m1 -E "^$storyboard:[0-9]+:[0-9]+: error: " "$work/build6.log" | sed "s|$fixture/||")"
cp "$work/Main.storyboard" "$storyboard"

# --- the command plugin, for teams that commit the generated code
swift package --package-path "$fixture" --scratch-path "$scratch" --allow-writing-to-package-directory \
  segue generate >"$work/command.log" 2>&1 || { cat "$work/command.log" >&2; fail "swift package segue generate failed"; }
committed="$fixture/Sources/Inbox/Generated/Main+Segues.swift"
grep -q 'case replyToMessage = "ReplyToMessage"' "$committed" || fail "swift package segue generate wrote no code into the target"
swift package --package-path "$fixture" --scratch-path "$scratch" --allow-writing-to-package-directory \
  segue generate --check >"$work/check.log" 2>&1 || { cat "$work/check.log" >&2; fail "generate --check fails right after generating"; }
sed -i 's|identifier="ReplyToMessage"|identifier="Reply"|' "$storyboard"
if swift package --package-path "$fixture" --scratch-path "$scratch" --allow-writing-to-package-directory \
  segue generate --check >"$work/stale.log" 2>&1; then
  fail "generate --check passed with a stale committed file"
fi
grep -q "error: The generated code is out of date" "$work/stale.log" || { cat "$work/stale.log" >&2; fail "generate --check failed for another reason"; }
# Lint writes nothing, so its own verb runs without permission to write.
if swift package --package-path "$fixture" --scratch-path "$scratch" \
  segue-lint >"$work/lint.log" 2>&1; then :; else
  cat "$work/lint.log" >&2
  fail "swift package segue-lint failed without --allow-writing-to-package-directory"
fi
grep -qE "Main\.storyboard:[0-9]+:[0-9]+: warning: .*\[unreachable-scene\]" "$work/lint.log" || fail "swift package segue-lint printed no finding"
if swift package --package-path "$fixture" --scratch-path "$scratch" \
  segue-lint --fix >"$work/lint-fix.log" 2>&1; then
  fail "swift package segue-lint --fix ran without permission to write"
fi
grep -q "'--fix' writes files" "$work/lint-fix.log" || { cat "$work/lint-fix.log" >&2; fail "segue-lint --fix was refused for another reason"; }
# The segue verb, which may write, still lints (and fixes).
if swift package --package-path "$fixture" --scratch-path "$scratch" --allow-writing-to-package-directory \
  segue lint >"$work/lint.log" 2>&1; then :; else
  cat "$work/lint.log" >&2
  fail "swift package segue lint failed"
fi
grep -qE "Main\.storyboard:[0-9]+:[0-9]+: warning: .*\[unreachable-scene\]" "$work/lint.log" || fail "swift package segue lint printed no finding"
# docs/CI.md's command: the user's --reporter replaces the plugin's own (not "given 2 times").
if swift package --package-path "$fixture" --scratch-path "$scratch" \
  segue-lint --reporter github >"$work/lint-github.log" 2>&1; then :; else
  cat "$work/lint-github.log" >&2
  fail "swift package segue-lint --reporter github failed"
fi
grep -q "^::warning file=.*Main\.storyboard,line=[0-9]*,col=[0-9]*,title=unreachable-scene::" "$work/lint-github.log" \
  || { cat "$work/lint-github.log" >&2; fail "swift package segue-lint --reporter github printed no GitHub annotation"; }
echo "swift package segue generate wrote Sources/Inbox/Generated, --check catches a stale file, segue lint reports (--reporter github too), segue-lint needs no permission"

# --- the plugins' Xcode-project code, against a stub of Xcode's XcodeProjectPlugin
plugin_api="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift/pm/PluginAPI"
[ -e "$plugin_api/PackagePlugin.swiftmodule" ] || require "PackagePlugin" "no PackagePlugin.swiftmodule in $plugin_api"
plugin_flags=(-swift-version 6 -package-description-version 6.0.0 -I "$plugin_api")
mkdir -p "$work/xcode"
swiftc -emit-module -module-name XcodeProjectPlugin -parse-as-library "${plugin_flags[@]}" \
  -emit-module-path "$work/xcode/XcodeProjectPlugin.swiftmodule" Stubs/XcodeProjectPlugin/*.swift
for plugin in Plugins/*Plugin; do
  mapfile -t files < <(find -L "$plugin" -name '*.swift' | LC_ALL=C sort)
  # Warnings are errors: a deprecated Path API is a warning under -package-description-version 6.
  swiftc -typecheck "${plugin_flags[@]}" -warnings-as-errors -I "$work/xcode" "${files[@]}" \
    || fail "$plugin does not typecheck with XcodeProjectPlugin"
  grep -lq "XcodeBuildToolPlugin\|XcodeCommandPlugin" "${files[@]}" || fail "$plugin has no Xcode-project conformance"
done
echo "the plugins' Xcode-project code typechecks against the stub XcodeProjectPlugin"

# --- the plugins declare the outputs segue generate writes: the names must agree, also for
# storyboard names a shell or Swift finds awkward
names="$work/names"
mkdir -p "$names"
for name in "Main" "Two Words" ".Hidden" "Ünïcode" "a+b"; do cp "$fixture/Sources/Inbox/Main.storyboard" "$names/$name.storyboard"; done
mkdir -p "$work/driver"
cat >"$work/driver/main.swift" <<'SWIFT'
import Foundation
let paths = CommandLine.arguments.dropFirst().map { URL(fileURLWithPath: $0) }
for url in GeneratedFiles.urls(for: Array(paths), in: URL(fileURLWithPath: "/out")) { print(url.path) }
SWIFT
swiftc "${swift_flags[@]}" -o "$work/names-tool" Plugins/PluginsShared/GeneratedFiles.swift "$work/driver/main.swift"
"$work/names-tool" "$names"/*.storyboard "$names"/.Hidden.storyboard | sed 's|^/out/||' | LC_ALL=C sort >"$work/plugin-names.txt"
segue="$(swift build --show-bin-path)/segue"
[ -x "$segue" ] || swift build --product segue >/dev/null
"$segue" xcfilelists "$names"/*.storyboard "$names"/.Hidden.storyboard --output "$work/out/" --root "$work/out" \
  --input-list "$work/in.xcfilelist" --output-list "$work/out.xcfilelist" 2>/dev/null
sed 's|^$(SRCROOT)/||' "$work/out.xcfilelist" | LC_ALL=C sort >"$work/segue-names.txt"
diff "$work/plugin-names.txt" "$work/segue-names.txt" >&2 || fail "the plugins would declare other file names than segue generate writes"
"$segue" generate --output "$work/written/" "$names"/*.storyboard "$names"/.Hidden.storyboard 2>/dev/null
(cd "$work/written" && ls -A | LC_ALL=C sort) | diff "$work/plugin-names.txt" - >&2 || fail "segue generate wrote other files than the plugins declare"
echo "the plugins declare exactly the files segue generate writes ($(wc -l <"$work/plugin-names.txt") names, awkward ones included)"

# --- the command lines the plugins build: an option the user gives replaces the plugin's own
mkdir -p "$work/arguments"
cat >"$work/arguments/main.swift" <<'SWIFT'
import Foundation
let storyboard = [URL(fileURLWithPath: "/p/Main.storyboard")]
let config = URL(fileURLWithPath: "/p/.segue-lint.json")
func line(_ arguments: [String]) { print(arguments.joined(separator: " ")) }
line(SegueArguments.lint(storyboards: storyboard, sources: [], module: "App", configuration: config))
line(SegueArguments.lint(storyboards: storyboard, sources: [], module: "App", configuration: config,
  extra: ["--strict", "--reporter", "github", "--config=/c.json", "--module", "Other"]))
line(SegueArguments.generate(storyboards: storyboard, sources: [], module: "App",
  outputDirectory: nil, extra: ["--module=Other"]))
// A target of an Xcode project: segue reads its files, module and settings from the project.
let project = SegueReading.project(URL(fileURLWithPath: "/p/App.xcodeproj"), target: "App")
line(SegueArguments.lint(reading: project, configuration: config, stamp: URL(fileURLWithPath: "/w/s.swift")))
line(SegueArguments.generate(reading: project, outputDirectory: URL(fileURLWithPath: "/w/Segues")))
SWIFT
swiftc "${swift_flags[@]}" -o "$work/arguments-tool" Plugins/PluginsShared/SegueArguments.swift \
  Plugins/PluginsShared/SegueReading.swift "$work/arguments/main.swift"
cat >"$work/arguments-expected.txt" <<'TEXT'
lint --reporter xcode --module App --config /p/.segue-lint.json -- /p/Main.storyboard
lint --strict --reporter github --config=/c.json --module Other -- /p/Main.storyboard
generate --module=Other -- /p/Main.storyboard
lint --reporter xcode --project /p/App.xcodeproj --target App --config /p/.segue-lint.json --stamp /w/s.swift
generate --project /p/App.xcodeproj --target App --output /w/Segues/
TEXT
"$work/arguments-tool" | diff "$work/arguments-expected.txt" - >&2 || fail "the plugins add an option the user gave (it would be given 2 times)"
echo "the plugins pass the user's --reporter, --config and --module instead of their own, and an Xcode target as --project --target"

# --- the root package's products
swift package dump-package >"$work/package.json"
python3 - "$work/package.json" <<'EOF'
import json, sys
package = json.load(open(sys.argv[1]))
products = {p["name"]: p for p in package["products"]}
# Mint installs the executable product by name.
assert "executable" in products["segue"]["type"], "no executable product named segue"
# Each plugin runs the lean tool of its own command, not the whole command line
# (docs/Performance.md).
for tool in ["segue-generate-tool", "segue-lint-tool"]:
    assert "executable" in products[tool]["type"], f"no executable product {tool}"
plugin_tools = {t["name"]: [d for dep in t.get("dependencies", []) for d in dep.get("byName", [])[:1]]
                for t in package["targets"] if t["type"] == "plugin"}
expected_tools = {
    "SegueGeneratePlugin": ["segue-generate-tool"],
    "SegueLintPlugin": ["segue-lint-tool"],
    "SegueCommandPlugin": ["segue-generate-tool", "segue-lint-tool"],
    "SegueLintCommandPlugin": ["segue-lint-tool"],
}
for name, tools in plugin_tools.items():
    assert tools == expected_tools.get(name), f"{name} runs {tools}, not {expected_tools.get(name)}"
for name in ["SegueGeneratePlugin", "SegueLintPlugin", "SegueCommandPlugin", "SegueLintCommandPlugin"]:
    product = products.get(name)
    assert product and "plugin" in product["type"], f"no plugin product {name}"
    # Xcode skips a plugin whose product and target are named differently.
    assert product["targets"] == [name], f"{name}'s product is not named as its target"
stubs = {"UIKit", "AppKit", "XcodeProjectPlugin"}
names = {t["name"] for t in package["targets"]}
assert not names & stubs, f"a stub module is a target of the package: {names & stubs}"
print("products: segue (executable, for Mint), segue-generate-tool and segue-lint-tool (what the plugins run), " + ", ".join(sorted(n for n in products if n.endswith("Plugin"))))
EOF
if [ -n "$(find "$scratch" -name 'UIKit.swiftmodule' -o -name 'UIKit.swiftinterface' | head -1)" ]; then
  fail "a module named UIKit was built for a user of the package"
fi
echo "no module named UIKit reaches a user of the package"

# --- the release build the README's installation section describes
Scripts/install "$work/prefix" >"$work/install.log" 2>&1 || { cat "$work/install.log" >&2; fail "Scripts/install failed"; }
if ldd "$work/prefix/bin/segue" 2>/dev/null | grep -q "libswiftCore"; then
  fail "the installed segue links the Swift runtime dynamically"
fi
"$work/prefix/bin/segue" lint "$storyboard" >"$work/installed.log" 2>&1 || true
grep -q "\[unreachable-scene\]" "$work/installed.log" || { cat "$work/installed.log" >&2; fail "the installed segue does not lint"; }
echo "Scripts/install PREFIX: a release segue with the Swift runtime linked in, that lints"
