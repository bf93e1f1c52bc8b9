#!/usr/bin/env python3
"""The app's own sources, laid out for Scripts/typecheck-generated to compile with the generated
code, and the scene-usage file that checks the type of every scene accessor.

  prepare OUT --variant V --module M --generated FILE [--objc-runtime] [--declarations-only
          --stand-ins DIR --stubs DIR] DIR...
      Writes, in OUT: modules.tsv (a Swift package module per line, in dependency order: its name,
      then its files), app.txt (the files of the app's module, one a line), notes.txt (what was
      left out and why, one line each). The files are copies with a `#sourceLocation` line so
      that diagnostics name the original file, line and column; without --objc-runtime (the
      stubs on Linux, which has no Objective-C runtime) `@IBOutlet` is blanked out, with it
      (Apple's real SDK) the copies are verbatim. Objective-C classes a bridging or
      umbrella header exposes become Swift declarations (ObjectiveC.swift) derived from their
      `@interface`. With --declarations-only, each copy keeps only what the generated code
      needs, and stand-ins.tsv lists the stand-in modules to compile first (see
      declarations.py); --stand-ins is the folder `segue generate --stub-classes` wrote.

  scene-usage --generated FILE --scenes FILE
      Prints a Swift file that instantiates every scene of the generated `StoryboardScene` with
      the type the generator decided for it, and checks that the accessor has exactly that type
      (scene_usage.py): --scenes is the scenes.tsv `segue generate --stub-classes` writes.

  project-target DUMP PROJECT TARGET
      Prints the target's module (`module<TAB>NAME`), then its storyboards and Swift files
      (`storyboards<TAB>PATH`, `sources<TAB>PATH`, absolute), from DUMP, the output of
      `segue dump --project PROJECT --format json` (`-`: standard input) (project_dump.py).

  project-targets DUMP --platform PLATFORM
      Prints the names of the targets for PLATFORM that hold storyboards, one a line.

Everything prepare writes is sorted, so the output is the same for any order of inputs.
"""

import argparse
import os
import re
import sys

# The repository stays as checked out: no __pycache__ beside these files.
sys.dont_write_bytecode = True

from declarations import Slice  # noqa: E402
from objc_headers import exposed_classes  # noqa: E402
from project_dump import load, target_inputs, targets_with_storyboards  # noqa: E402
from scene_usage import scene_usage  # noqa: E402
from swift_source import SwiftFile, swift_quoted  # noqa: E402

SKIPPED_FOLDERS = {".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData"}
PLATFORM = {"uikit": "iOS", "tvos": "tvOS", "appkit": "macOS"}
# The modules the stub SDKs provide, by variant; SegueKit is built beside them.
SDK_MODULES = {
    "uikit": {"Swift", "Foundation", "Dispatch", "UIKit", "SegueKit"},
    "tvos": {"Swift", "Foundation", "Dispatch", "UIKit", "SegueKit"},
    "appkit": {"Swift", "Foundation", "Dispatch", "AppKit", "SegueKit"},
}
# A file importing one of these belongs to another platform's target than the variant's.
OTHER_PLATFORM = {
    "uikit": {"AppKit", "Cocoa", "WatchKit", "ClockKit"},
    "tvos": {"AppKit", "Cocoa", "WatchKit", "ClockKit"},
    "appkit": {"UIKit", "WatchKit", "ClockKit"},
}
TEST_MODULES = {"XCTest", "Testing", "Quick", "Nimble", "SnapshotTesting"}


def source_files(roots):
    """Every Swift file and header under ROOTS (a root may be a file), sorted, each once."""
    found = {}
    for root in roots:
        if os.path.isfile(root):
            found.setdefault(os.path.realpath(root), os.path.normpath(root))
            continue
        for folder, subfolders, files in os.walk(root):
            subfolders[:] = sorted(
                name for name in subfolders
                if name not in SKIPPED_FOLDERS and not name.startswith(".")
                and not name.endswith((".xcodeproj", ".xcworkspace")))
            for name in files:
                if name.endswith((".swift", ".h")):
                    path = os.path.normpath(os.path.join(folder, name))
                    found.setdefault(os.path.realpath(path), path)
    return sorted(found.values())


def package_module(path, packages):
    """The Swift package module PATH belongs to ("" for the app's), or None for a package's
    tests and plugins. A file of the package's folder outside Sources/, Tests/ and Plugins/ is
    no package file: an Xcode example app beside a library's Package.swift (Hero, Eureka,
    Kingfisher…) builds it, so it is the app's."""
    best = None
    for package in packages:
        if path.startswith(package + os.sep) and (best is None or len(package) > len(best)):
            best = package
    if best is None:
        return ""
    parts = os.path.relpath(path, best).split(os.sep)
    if len(parts) >= 3 and parts[0] == "Sources":
        return parts[1]
    if parts[0] in ("Sources", "Tests", "Plugins"):
        return None
    return ""


def dependency_order(modules, imports):
    """The package modules, each after the modules it imports; ties by name."""
    remaining = {name: {m for m in imports[name] if m in modules and m != name} for name in modules}
    order = []
    while remaining:
        ready = sorted(name for name, needs in remaining.items() if not needs)
        if not ready:
            cycle = ", ".join(sorted(remaining))
            raise SystemExit(f"error: the package modules {cycle} import each other in a cycle")
        for name in ready:
            order.append(name)
            del remaining[name]
        for needs in remaining.values():
            needs.difference_update(ready)
    return order


def copy_file(source, text, out_path):
    os.makedirs(os.path.dirname(out_path), exist_ok=True)
    with open(out_path, "w", encoding="utf-8") as handle:
        handle.write(f"#sourceLocation(file: {swift_quoted(source)}, line: 1)\n")
        handle.write(text)
        if not text.endswith("\n"):
            handle.write("\n")


def prepare(args):
    variant = args.variant
    out = args.out
    os.makedirs(out, exist_ok=True)
    notes = []
    paths = source_files(args.sources)
    packages = sorted({os.path.dirname(p) for p in paths if os.path.basename(p) == "Package.swift"})

    headers = [p for p in paths if p.endswith(".h")]
    sources = {}  # module ("" = the app) -> [SwiftFile]
    left_out = {"tests": [], "platform": [], "package": []}
    other_platforms = set()
    for path in paths:
        if not path.endswith(".swift") or os.path.basename(path) == "Package.swift":
            continue
        module = package_module(path, packages)
        if module is None:
            left_out["package"].append(path)
            continue
        with open(path, encoding="utf-8", errors="replace") as handle:
            parsed = SwiftFile(path, handle.read(), PLATFORM[variant], SDK_MODULES[variant])
        imported = parsed.imported_modules()
        if imported & TEST_MODULES:
            left_out["tests"].append(path)
            continue
        if imported & OTHER_PLATFORM[variant]:
            left_out["platform"].append(path)
            other_platforms |= imported & OTHER_PLATFORM[variant]
            continue
        sources.setdefault(module, []).append(parsed)

    if left_out["tests"]:
        notes.append(f"left out {len(left_out['tests'])} test file(s) (they import a test framework)")
    if left_out["platform"]:
        notes.append(f"left out {len(left_out['platform'])} file(s) of another platform's target "
                     f"(they import {', '.join(sorted(other_platforms))})")
    if left_out["package"]:
        notes.append(f"left out {len(left_out['package'])} package test or plugin file(s)")

    if args.module in sources and args.module:
        # The generated code belongs to a package module, compiled with it; the files outside
        # the package belong to another target.
        outside = sources.pop("", [])
        sources[""] = sources.pop(args.module)
        if outside:
            notes.append(f"left out {len(outside)} file(s) outside the package: --module "
                         f"{args.module} is a package module")
    # The Swift files of the framework targets a project's target links (--library
    # MODULE=PATH), one module each, compiled before the app's like a package's.
    for entry in args.library or []:
        name, path = entry.split("=", 1)
        with open(path, encoding="utf-8", errors="replace") as handle:
            parsed = SwiftFile(path, handle.read(), PLATFORM[variant], SDK_MODULES[variant])
        if not parsed.imported_modules() & (TEST_MODULES | OTHER_PLATFORM[variant]):
            sources.setdefault(name, []).append(parsed)
    package_names = sorted(name for name in sources if name)
    imports = {name: set().union(*(f.imported_modules() for f in sources[name]))
               for name in package_names}
    order = dependency_order(set(package_names), imports)

    objc = exposed_classes(headers, args.module, "AppKit" if variant == "appkit" else "UIKit")
    for note in objc.notes:
        notes.append(note)

    available = SDK_MODULES[variant] | set(package_names)
    slice_ = None
    if args.declarations_only:
        with open(args.generated, encoding="utf-8") as handle:
            generated = handle.read()
        slice_ = Slice(sources, objc, generated, args.stand_ins, available, variant, args.stubs,
                       args.objc_runtime)
        notes.extend(slice_.notes)

    with open(os.path.join(out, "modules.tsv"), "w", encoding="utf-8") as handle:
        for name in order:
            copies = write_copies(sources[name], os.path.join(out, "modules", name), slice_,
                                  args.objc_runtime)
            if copies:
                handle.write("\t".join([name] + copies) + "\n")
    app = write_copies(sources.get("", []), os.path.join(out, "app"), slice_, args.objc_runtime)
    if slice_ is not None and slice_.app_stand_ins:
        app.append(slice_.app_stand_ins)
    derived = objc.swift_declarations()
    if derived:
        # The app's own files may all be Objective-C, so the folder may not be there yet.
        os.makedirs(os.path.join(out, "app"), exist_ok=True)
        path = os.path.join(out, "app", "ObjectiveC.swift")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(derived)
        app.append(path)
    with open(os.path.join(out, "stand-ins.tsv"), "w", encoding="utf-8") as handle:
        for name, text in slice_.stand_in_files() if slice_ is not None else []:
            path = os.path.join(out, "stand-ins", f"{name}.swift")
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as stand_in:
                stand_in.write(text)
            handle.write(f"{name}\t{path}\n")
    with open(os.path.join(out, "app.txt"), "w", encoding="utf-8") as handle:
        handle.writelines(path + "\n" for path in app)
    in_app = len(sources.get("", []))
    in_packages = sum(len(sources[name]) for name in order)
    modules = f" ({', '.join(order)})" if order else ""
    notes.insert(0, f"sources: {in_app} Swift file(s) in module {args.module}, {in_packages} in "
                    f"{len(order)} package module(s){modules}, {len(objc.class_names)} "
                    f"Objective-C class(es) exposed to Swift")
    if slice_ is not None:
        with open(os.path.join(out, "summary.txt"), "w", encoding="utf-8") as handle:
            handle.write(slice_.summary + "\n")
    with open(os.path.join(out, "notes.txt"), "w", encoding="utf-8") as handle:
        handle.writelines(note + "\n" for note in notes)


def write_copies(files, folder, slice_, objc_runtime):
    """Writes each of FILES to FOLDER (names numbered, so that equal names cannot collide);
    returns the copies' paths."""
    copies = []
    for number, parsed in enumerate(files):
        if slice_ is not None:
            text = slice_.text_of(parsed)
        else:
            text = parsed.text if objc_runtime else parsed.without_outlets()
        if text is None:
            continue
        base = re.sub(r"[^A-Za-z0-9_+-]", "_", os.path.basename(parsed.path)[:-len(".swift")])
        path = os.path.join(folder, f"{number:04d}-{base}.swift")
        copy_file(parsed.path, text, path)
        copies.append(path)
    return copies


def usage(args):
    with open(args.generated, encoding="utf-8") as handle:
        generated = handle.read()
    with open(args.scenes, encoding="utf-8") as handle:
        sys.stdout.write(scene_usage(generated, handle.readlines()))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    p = commands.add_parser("prepare")
    p.add_argument("out")
    p.add_argument("--variant", required=True, choices=sorted(SDK_MODULES))
    p.add_argument("--module", required=True)
    p.add_argument("--generated", required=True)
    p.add_argument("--stand-ins", help="the folder of `segue generate --stub-classes`, for "
                   "--declarations-only")
    p.add_argument("--stubs", help="the Stubs folder, for --declarations-only")
    p.add_argument("--objc-runtime", action="store_true",
                   help="compiled with an Objective-C runtime (Apple's SDK): copies verbatim")
    p.add_argument("--declarations-only", action="store_true")
    p.add_argument("--library", action="append", metavar="MODULE=PATH",
                   help="a Swift file of a framework target the project's target links")
    p.add_argument("sources", nargs="+")
    u = commands.add_parser("scene-usage")
    u.add_argument("--generated", required=True)
    u.add_argument("--scenes", required=True, help="scenes.tsv of `segue generate --stub-classes`")
    t = commands.add_parser("project-target")
    t.add_argument("dump", help="`segue dump --project PROJECT --format json`'s output, or -")
    t.add_argument("project")
    t.add_argument("target")
    ts = commands.add_parser("project-targets")
    ts.add_argument("dump", help="`segue dump --project PROJECT --format json`'s output, or -")
    ts.add_argument("--platform", required=True)
    args = parser.parse_args()
    if args.command == "prepare":
        prepare(args)
    elif args.command == "scene-usage":
        usage(args)
    elif args.command == "project-target":
        for line in target_inputs(load(args.dump), args.project, args.target):
            print(line)
    else:
        for name in targets_with_storyboards(load(args.dump), args.platform):
            print(name)


if __name__ == "__main__":
    main()
