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
    `sources<TAB>PATH` (its Swift files), each path absolute, resolved against the folder of
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
    return lines


def targets_with_storyboards(dump, platform):
    """The names of the targets for PLATFORM (`iOS`, `macOS`…) that hold storyboards, in the
    project's order."""
    return [target["name"] for target in dump["targets"]
            if target["platform"] == platform and target["storyboards"]]
