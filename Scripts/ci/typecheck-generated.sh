#!/usr/bin/env bash
# CI: generate the typed segue code for the fixtures and for every well-formed storyboard of
# ../shared/corpus (or $SEGUE_CORPUS), and compile it (`-emit-module`) against the stub SDKs of
# each storyboard's platform and SegueKit. With Apple's real iOS SDK beside the repository
# (../shared/sdk), the fixtures and the corpus's iOS storyboards compile against it instead of the
# uikit stubs (Scripts/lib/real-sdk.sh; without ../shared, the stubs, said in one line); the
# checks below that break the code on purpose stay on the stubs, the fast path.
set -euo pipefail
cd "$(dirname "$0")/../.."
source Scripts/lib/require.sh
source Scripts/lib/real-sdk.sh
real_sdk_for_ci "$PWD"
mapfile -t swift_flags < <(Scripts/swift-flags)
stubs="${APPLE_STUBS:-.build/apple-stubs}"

# Emits FILES as a module against the iOS stubs and the stand-in modules in DIR/modules, as
# Scripts/typecheck-generated does; diagnostics to DIR/emit.log.
emit_ios() {
  local dir="$1"
  shift
  mkdir -p "$dir/emitted"
  swiftc -emit-module -module-name GeneratedSegues "${swift_flags[@]}" -parse-as-library \
    -warnings-as-errors -I "$stubs/uikit" -I "$dir/modules" \
    -emit-module-path "$dir/emitted/GeneratedSegues.swiftmodule" "$@" 2>"$dir/emit.log"
}

Scripts/typecheck-generated "${real_sdk_option[@]}" --module Payroll Tests/Fixtures/Generate
# The Xcode-project fixture: each iOS target's code, as `segue generate --project --target`
# writes it (its module, conditions and bundle from the project), compiled with that target's
# own sources.
swift build --product segue >/dev/null
swift build --product segue-ci >/dev/null
segue_bin="$(swift build --show-bin-path)/segue"
export SEGUE_CI="$(swift build --show-bin-path)/segue-ci"
mapfile -t project_targets < <("$segue_bin" dump --project Tests/Fixtures/Project --format json |
  "$SEGUE_CI" project-targets - --platform iOS)
[ ${#project_targets[@]} -ge 3 ] ||
  { echo "error: expected the project fixture's three iOS targets" >&2; exit 1; }
for target in "${project_targets[@]}"; do
  Scripts/typecheck-generated "${real_sdk_option[@]}" --project Tests/Fixtures/Project \
    --target "$target"
done
Scripts/typecheck-generated "${real_sdk_option[@]}" --access-level public Tests/Fixtures/Generate
# An app whose controllers name its module-level SegueIdentifier, TypedSegue and SceneType
# unqualified (SBConstants' style), and inherit a member named segueDestination, the function
# the generated typedSegue(for:) calls: the generated code adopts or avoids them; compiled with
# the app's full sources, the bodies that use those names included.
identifiers=Tests/Fixtures/Generate/ModuleIdentifiers
Scripts/typecheck-generated "${real_sdk_option[@]}" --module Artsy --sources "$identifiers/Sources" \
  "$identifiers"
# The same with the declarations only: the classes' bodies are cut, but each keeps a probe of
# the app's names as its code writes them (Sources/SegueCI/DeclarationCut.swift), so code
# whose nested SegueIdentifier hid the app's enum fails here too ("type
# 'ListingsViewController.SegueIdentifier' has no member 'ShowSaleArtworkDetails'").
Scripts/typecheck-generated "${real_sdk_option[@]}" --declarations-only --module Artsy \
  --sources "$identifiers/Sources" "$identifiers"
# --standalone: the code carries the part of SegueKit it uses and compiles without importing it
# (a storyboard that names SegueKit's PushDetailSegue still imports it).
Scripts/typecheck-generated "${real_sdk_option[@]}" --standalone --module Payroll Tests/Fixtures/Generate
Scripts/typecheck-generated "${real_sdk_option[@]}" --standalone --access-level public \
  --module Payroll Tests/Fixtures/Generate
Scripts/typecheck-generated "${real_sdk_option[@]}" --standalone --module Artsy \
  --sources "$identifiers/Sources" "$identifiers"
# StoryboardScene in a resource bundle of its own (--bundle), and a --bundle expression that is
# not a Bundle, which must not compile.
bundle='Bundle(url: Bundle(for: BundleToken.self).url(forResource: "JobsKit", withExtension: "bundle")!)!'
Scripts/typecheck-generated --module Jobs --bundle "$bundle" Tests/Fixtures/Generate/Scenes \
  Tests/Fixtures/Generate/ScenesAppKit
if Scripts/typecheck-generated --module Jobs --bundle 'Bundle.main.bundlePath' \
  Tests/Fixtures/Generate/Scenes >/dev/null 2>&1; then
  echo "error: generated code compiled with a --bundle expression that is not a Bundle" >&2
  exit 1
fi

# The check can fail: without the @IBSegueAction method the storyboard names, the generated
# code must not compile.
keep="$(mktemp -d)"
trap 'rm -rf "$keep"' EXIT
KEEP="$keep" Scripts/typecheck-generated --module Payroll Tests/Fixtures/Generate/Navigation >/dev/null
sed -i '/@IBSegueAction/d' "$keep/uikit/stubs/app.swift"
if emit_ios "$keep/uikit" "$keep/uikit/Segues.swift" "$keep/uikit/stubs/app.swift"; then
  echo "error: generated code compiled without the @IBSegueAction method it checks" >&2
  exit 1
fi
if ! grep -q "error: type 'JobListViewController' has no member 'makeJobEditor" \
  "$keep/uikit/emit.log"; then
  echo "error: the code without the @IBSegueAction method failed for another reason:" >&2
  cat "$keep/uikit/emit.log" >&2
  exit 1
fi
echo "a missing @IBSegueAction method fails to compile, as it should"

# Subclasses: with --sources they share their superclass's conformance and the code compiles
# against stand-ins that inherit as the sources say; without it each would conform again,
# which Swift rejects. The fixture's sources are fragments of an app (TermsViewController is not
# declared, SignUpFormViewController is final yet subclassed), so this checks the generator's
# stand-ins, not the honest typecheck.
inheritance=Tests/Fixtures/Generate/Inheritance
rm -rf "$keep"/*
segue="$(swift build --show-bin-path)/segue"
mkdir -p "$keep/inheritance"
"$segue" generate --sources "$inheritance/Sources" --output "$keep/inheritance/Segues.swift" \
  --stub-classes "$keep/inheritance/stubs" "$inheritance" 2>/dev/null
if ! emit_ios "$keep/inheritance" "$keep/inheritance/Segues.swift" \
  "$keep/inheritance/stubs/app.swift"; then
  cat "$keep/inheritance/emit.log" >&2
  echo "error: the code for subclasses sharing a conformance did not compile" >&2
  exit 1
fi
"$segue" generate --no-sources --output "$keep/Separate.swift" "$inheritance" 2>/dev/null
if emit_ios "$keep/inheritance" "$keep/Separate.swift" "$keep/inheritance/stubs/app.swift"; then
  echo "error: a subclass's second SegueHandler conformance compiled" >&2
  exit 1
fi
if ! grep -q "redundant conformance of 'SignUpFormViewController' to protocol 'SegueHandler'" \
  "$keep/inheritance/emit.log"; then
  echo "error: the code without --sources failed for another reason:" >&2
  cat "$keep/inheritance/emit.log" >&2
  exit 1
fi
echo "without --sources a subclass's second conformance fails to compile, as it should"

# The honest typecheck (--sources) on a small app: typed scenes checked by the usage file, an
# Objective-C class that a bridging header exposes, and one declared only in a `.m`.
app="$keep/app"
mkdir -p "$app/App"
cat >"$app/App/Main.storyboard" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="list">
    <scenes>
        <scene sceneID="s1">
            <objects>
                <tableViewController id="list" customClass="JobListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                    <connections>
                        <segue destination="editor" kind="show" identifier="Edit" id="g1"/>
                        <segue destination="legacy" kind="show" identifier="Legacy" id="g2"/>
                    </connections>
                </tableViewController>
            </objects>
        </scene>
        <scene sceneID="s2">
            <objects>
                <viewController storyboardIdentifier="JobEditor" id="editor" customClass="JobEditorViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>
            </objects>
        </scene>
        <scene sceneID="s3">
            <objects>
                <navigationController storyboardIdentifier="Settings" id="settings" sceneMemberID="viewController"/>
            </objects>
        </scene>
        <scene sceneID="s4">
            <objects>
                <viewController id="legacy" customClass="LegacyViewController" sceneMemberID="viewController"/>
                <exit id="exit" sceneMemberID="exit"/>
            </objects>
        </scene>
    </scenes>
</document>
XML
cat >"$app/App/Controllers.swift" <<'SWIFT'
import UIKit

final class JobListViewController: UITableViewController {
  @IBOutlet weak var header: UIView!
}
final class JobEditorViewController: UIViewController {}
final class SettingsNavigationController: UINavigationController {}
SWIFT
printf '#import "LegacyViewController.h"\n' >"$app/App/App-Bridging-Header.h"
cat >"$app/App/LegacyViewController.h" <<'OBJC'
#import <UIKit/UIKit.h>
NS_ASSUME_NONNULL_BEGIN
@interface LegacyViewController : UIViewController
- (IBAction)unwindToLegacy:(UIStoryboardSegue *)segue;
- (IBAction)unwindFromSegue:(UIStoryboardSegue *)segue;
- (void)reload;
@end
NS_ASSUME_NONNULL_END
OBJC
printf '@interface HiddenViewController : UIViewController\n@end\n' >"$app/App/Hidden.m"

# A wrapper around segue whose generated code MUTATE (a sed script) edits, when set.
cat >"$app/segue" <<SH
#!/usr/bin/env bash
"$segue" "\$@" || exit
[ "\$1" = generate ] || exit 0
output="\$(awk '\$1 == "--output" { getline; print }' RS=' ' <<<"\$*")"
[ -z "\${MUTATE:-}" ] || sed -i "\$MUTATE" "\$output"
SH
chmod +x "$app/segue"
SEGUE="$app/segue" KEEP="$app/keep" Scripts/typecheck-generated --module App \
  --sources "$app/App" "$app/App" | tee "$app/out.log"
grep -q '3 scene(s)' "$app/out.log" || { echo "error: the scenes were not compiled" >&2; exit 1; }
# The Objective-C class: what Swift's importer shows of it, its unwind actions named as Swift
# names them; the class of the `.m` is not there.
cat >"$app/expected.swift" <<SWIFT
class LegacyViewController: UIViewController {
#sourceLocation(file: "$app/App/LegacyViewController.h", line: 4)
  @IBAction func unwind(toLegacy segue: UIStoryboardSegue) {}
#sourceLocation(file: "$app/App/LegacyViewController.h", line: 5)
  @IBAction func unwind(from segue: UIStoryboardSegue) {}
}
SWIFT
derived="$app/keep/uikit/sources/app/ObjectiveC.swift"
if ! sed -n '/^class /,/^}/p' "$derived" | diff -u "$app/expected.swift" -; then
  echo "error: the Swift declaration derived from LegacyViewController.h is not as expected" >&2
  exit 1
fi
! grep -q HiddenViewController "$derived" ||
  { echo "error: a class declared only in a .m was exposed to Swift" >&2; exit 1; }
echo "the Objective-C class the bridging header exposes is declared as Swift's importer shows it"

# A scene typed wrongly fails: as another class, and as a subclass of the storyboard's class.
# MUTATION edits the generated code; the rest of the arguments are the typecheck's (default: the
# app above).
expect_scene_failure() {
  local mutation="$1" message="$2"
  shift 2
  [ $# -gt 0 ] || set -- --module App --sources "$app/App" "$app/App"
  if MUTATE="$mutation" SEGUE="$app/segue" KEEP="$app/keep" Scripts/typecheck-generated "$@" \
    >"$app/mutated.log" 2>&1; then
    echo "error: the usage file accepted a scene typed wrongly ($mutation)" >&2
    exit 1
  fi
  if ! grep -E "SceneUsage\.swift:[0-9]+:[0-9]+: error: " "$app/mutated.log" | grep -qF "$message"
  then
    echo "error: a scene typed wrongly ($mutation) failed for another reason:" >&2
    cat "$app/mutated.log" >&2
    exit 1
  fi
  echo "a scene typed wrongly fails to compile, as it should: $message"
}
expect_scene_failure 's/SceneType<\(\w*\), JobEditorViewController>/SceneType<\1, UIKit.UIViewController>/' \
  "cannot convert value of type 'UIViewController' to specified type 'JobEditorViewController'"
expect_scene_failure \
  's/SceneType<\(\w*\), UIKit.UINavigationController>/SceneType<\1, SettingsNavigationController>/' \
  "cannot convert value of type 'UINavigationController.Type' to expected argument type 'SettingsNavigationController.Type'"

# What the sources cannot judge and what they judge, with the declarations only: a class of a
# module they do not cover (Kit, a framework's) is named as spelled, `Kit.Name`; a class of the
# app's module that no source declares, and one declared only in a `.m`, fall back to the
# element's class. Each is checked as such.
kit="$keep/kit"
mkdir -p "$kit/App"
cat >"$kit/App/Main.storyboard" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="menu">
    <scenes>
        <scene sceneID="s1">
            <objects>
                <navigationController storyboardIdentifier="Menu" id="menu" customClass="MenuNavigationController" customModule="Kit" sceneMemberID="viewController"/>
            </objects>
        </scene>
        <scene sceneID="s2">
            <objects>
                <viewController storyboardIdentifier="Stale" id="stale" customClass="StaleViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>
            </objects>
        </scene>
        <scene sceneID="s3">
            <objects>
                <viewController storyboardIdentifier="Hidden" id="hidden" customClass="HiddenViewController" sceneMemberID="viewController"/>
            </objects>
        </scene>
        <scene sceneID="s4">
            <objects>
                <tableViewController storyboardIdentifier="Jobs" id="jobs" customClass="JobListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>
            </objects>
        </scene>
    </scenes>
</document>
XML
printf 'import UIKit\n\nfinal class JobListViewController: UITableViewController {}\n' \
  >"$kit/App/Controllers.swift"
printf '@interface HiddenViewController : UIViewController\n@end\n' >"$kit/App/Hidden.m"
kit_check=(--module App --declarations-only --sources "$kit/App" "$kit/App")
KEEP="$kit/keep" Scripts/typecheck-generated "${kit_check[@]}" | tee "$kit/out.log"
grep -q '5 scene(s)' "$kit/out.log" || { echo "error: the Kit scenes were not compiled" >&2; exit 1; }
expect_scene_failure \
  's/SceneType<\(\w*\), MenuNavigationController>/SceneType<\1, UIKit.UINavigationController>/' \
  "cannot convert value of type 'UINavigationController' to specified type 'MenuNavigationController'" \
  "${kit_check[@]}"
expect_scene_failure \
  '/static var stale: /s/SceneType<\(\w*\), UIKit.UIViewController>/SceneType<\1, JobListViewController>/' \
  "cannot convert value of type 'UIViewController.Type' to expected argument type 'JobListViewController.Type'" \
  "${kit_check[@]}"

# An app that hand-wrote the seed's enums (the Finance example) adopts the generator: the
# generated code compiles with its sources, declaring no second SegueIdentifier.
finance="$(mktemp -d)"
KEEP="$finance" Scripts/typecheck-generated "${real_sdk_option[@]}" \
  --sources Examples/Finance/Sources Examples/Finance
# The README's first command reads the folder's sources itself: it writes the code just compiled.
# (Written beside the compiled file, so the header spells the storyboard's path the same way.)
mkdir -p "$finance/readme"
"$segue_bin" generate Examples/Finance --output "$finance/readme/Segues.swift" 2>/dev/null
if ! cmp -s "$finance/readme/Segues.swift" "$finance/uikit/Segues.swift"; then
  diff "$finance/uikit/Segues.swift" "$finance/readme/Segues.swift" >&2 || true
  echo "error: 'segue generate Examples/Finance' differs from the code compiled with its sources" >&2
  exit 1
fi
echo "segue generate Examples/Finance (the README's first command) writes the code compiled above"
rm -rf "$finance"

corpus="${SEGUE_CORPUS:-../shared/corpus}"
[ -f "$corpus/MANIFEST.tsv" ] || require_shared "the corpus" "no $corpus/MANIFEST.tsv"
# The manifest marks the files that are not well-formed XML; generation refuses those by design.
files=()
while IFS= read -r name; do files+=("$corpus/$name"); done \
  < <(awk -F'\t' 'NR > 1 && $10 == "yes" { print $1 }' "$corpus/MANIFEST.tsv")
Scripts/typecheck-generated "${real_sdk_option[@]}" "${files[@]}"

# tvOS storyboards are compiled on their own, against the tvos stubs, into a module.
tvos=()
while IFS= read -r name; do tvos+=("$corpus/$name"); done \
  < <(awk -F'\t' 'NR > 1 && $10 == "yes" && $6 == "tvos" { print $1 }' "$corpus/MANIFEST.tsv")
rm -rf "$keep"/*
KEEP="$keep" Scripts/typecheck-generated "${tvos[@]}" >/dev/null
if [ ! -f "$keep/tvos/build/GeneratedSegues.swiftmodule" ] || [ -e "$keep/uikit" ]; then
  echo "error: the ${#tvos[@]} tvOS storyboards were not compiled as a module for tvOS alone" >&2
  exit 1
fi
echo "the ${#tvos[@]} tvOS storyboards are compiled for tvOS alone, as a module"
