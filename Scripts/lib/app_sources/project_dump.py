"""What `segue dump --project PATH --format json` says of an Xcode project's targets: the one
reader of that dump for Scripts/typecheck-generated and the CI scripts, so that its keys are
named in one place."""

import json
import os
import sys


def load(path):
    """The dump in the file PATH, or on standard input when PATH is `-`."""
    if path == "-":
        return json.load(sys.stdin)
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def target_inputs(dump, project, name):
    """The lines of the target NAME: `module<TAB>MODULE`, then `storyboards<TAB>PATH` and
    `sources<TAB>PATH` (its Swift files), then `library<TAB>MODULE=PATH` for the Swift files
    of the framework targets it links (linked_libraries), each path absolute, resolved against the folder of
    PROJECT (an `.xcodeproj`, or the folder holding one) as the dump's paths are relative to it.
    SystemExit when the project has no such target."""
    found = [target for target in dump["targets"] if target["name"] == name]
    if not found:
        raise SystemExit(f"error: the project {dump['project']} has no target {name}")
    target = found[0]
    if project.endswith(".xcodeproj"):
        base = os.path.dirname(os.path.abspath(project))
    else:
        base = os.path.abspath(project)
    lines = ["module\t" + target["module"]]
    for kind in ("storyboards", "sources"):
        for path in target[kind]:
            if kind == "sources" and not path.endswith(".swift"):
                continue
            lines.append(kind + "\t" + os.path.join(base, path))
    own = set(target["sources"])
    for library in linked_libraries(dump, target):
        for path in library["sources"]:
            if path.endswith(".swift") and path not in own:
                lines.append("library\t" + library["module"] + "=" + os.path.join(base, path))
    return lines


def linked_libraries(dump, target):
    """The framework and library targets TARGET links, through its `dependencies` and
    theirs, nearest first, as segue reads them (InputTarget.isLinked)."""
    by_name = {t["name"]: t for t in dump["targets"]}
    found, seen, following = [], {target["name"]}, list(target.get("dependencies", []))
    while following:
        later = []
        for name in following:
            library = by_name.get(name)
            if name in seen or library is None or not (
                    library["kind"] == "framework"
                    or (library.get("productType") or "").startswith(
                        "com.apple.product-type.library.")):
                continue
            seen.add(name)
            found.append(library)
            later += library.get("dependencies", [])
        following = later
    return found


def targets_with_storyboards(dump, platform):
    """The names of the targets for PLATFORM (`iOS`, `macOS`…) that hold storyboards, in the
    project's order."""
    return [target["name"] for target in dump["targets"]
            if target["platform"] == platform and target["storyboards"]]
