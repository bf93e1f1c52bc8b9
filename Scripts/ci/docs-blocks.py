#!/usr/bin/env python3
"""Runs the shell blocks of README.md, CONTRIBUTING.md, Examples/README.md and docs/*.md as
written, read from the Markdown each time so that the docs cannot drift from what the tool does.

Usage: docs-blocks.py ROOT [FILE...]   (the segue to run must be first on PATH)

Every fenced block must name its language. A block in sh, bash, shell or zsh runs; a console
block is a transcript: each `$ command` runs and its output must show the lines below it, in
order (a line `…` stands for any lines). A yaml block (a CI workflow) is not run, and must say
why in its fence. Words after the language in the fence's info string
say how a block runs, so each exception is written beside the block it concerns:

  not-run: REASON    the block is not run here, and REASON (printed) says why: it needs macOS or
                     Xcode, takes minutes, or another step of .ci/run runs it
  needs: TOOL        the block needs TOOL on PATH; without it, a visible skip (a failure under CI=true)
  xcode-phase input-list=FILE (output-list=FILE | output=FILE)
                     the block is a Run Script phase: it runs with the variables Xcode sets
                     (SRCROOT, SCRIPT_INPUT_FILE_LIST_0, …), the lists resolved as Xcode resolves them

The blocks of one file run in order in one scratch folder, a project as the docs imagine it:
`Examples/` (a copy of the repository's), and `App/`, the Finance example laid out as an Xcode
app (`App/Base.lproj/Main.storyboard`, its sources in `App/`); `Packages/` and
`WatchKitExtension/` hold SplitMenu's sources. `swift run segue …` runs the segue on PATH (what
`swift run` would build), so a block never builds the package again. Nothing is written into the
repository.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

SHELLS = {"sh", "bash", "shell", "zsh"}
# Blocks that hold commands but are not a shell's: each must say in its fence why it is not run.
WORKFLOWS = {"yaml", "yml"}
TIMEOUT = 120

# `swift run segue ARGS` is the segue on PATH; every other swift command is the toolchain's.
PRELUDE = """\
swift() {
  if [ "${1:-}" = run ] && [ "${2:-}" = segue ]; then shift 2; segue "$@"; else command swift "$@"; fi
}
set -e -o pipefail
"""


class Block:
    def __init__(self, path, line, language, info, text):
        self.path, self.line, self.language, self.info, self.text = path, line, language, info, text

    @property
    def where(self):
        return f"{self.path}:{self.line}"


def blocks(root, relative):
    """The fenced blocks of a Markdown file, their lines unindented by the fence's indentation."""
    lines = open(os.path.join(root, relative), encoding="utf-8").read().split("\n")
    found, index = [], 0
    while index < len(lines):
        opening = re.match(r"^( *)```(.*)$", lines[index])
        if not opening:
            index += 1
            continue
        indent, info = len(opening.group(1)), opening.group(2).strip()
        end = index + 1
        while end < len(lines) and lines[end].strip() != "```":
            end += 1
        if end == len(lines):
            raise SystemExit(f"{relative}:{index + 1}: error: the block is never closed")
        body = [line[indent:] if line[:indent].strip() == "" else line for line in lines[index + 1 : end]]
        language, _, rest = info.partition(" ")
        found.append(Block(relative, index + 1, language, rest.strip(), "\n".join(body) + "\n"))
        index = end + 1
    return found


def markers(block):
    """The info string's words after the language: not-run, needs, xcode-phase."""
    info = block.info
    if not info:
        return {}
    if info.startswith("not-run:"):
        reason = info[len("not-run:") :].strip()
        if not reason:
            raise SystemExit(f"{block.where}: error: not-run: needs a reason")
        return {"not-run": reason}
    if info.startswith("needs:"):
        return {"needs": info[len("needs:") :].split()}
    if info.startswith("xcode-phase"):
        settings = dict(word.split("=", 1) for word in info.split()[1:])
        if "input-list" not in settings or not ({"output-list", "output"} & settings.keys()):
            raise SystemExit(f"{block.where}: error: xcode-phase needs input-list= and output-list= or output=")
        return {"xcode-phase": settings}
    raise SystemExit(f"{block.where}: error: '{info}' after the language is not a marker this runner knows")


def scratch_project(root):
    """A project as the docs imagine it, in a new temporary folder."""
    folder = tempfile.mkdtemp(prefix="docs-blocks.")
    shutil.copytree(os.path.join(root, "Examples"), os.path.join(folder, "Examples"))
    app = os.path.join(folder, "App")
    os.makedirs(os.path.join(app, "Base.lproj"))
    shutil.copy(os.path.join(root, "Examples/Finance/Main.storyboard"), os.path.join(app, "Base.lproj"))
    for name in sorted(os.listdir(os.path.join(root, "Examples/Finance/Sources"))):
        shutil.copy(os.path.join(root, "Examples/Finance/Sources", name), app)
    for extra in ("Packages", "WatchKitExtension"):
        shutil.copytree(os.path.join(root, "Examples/SplitMenu/Sources"), os.path.join(folder, extra))
    return folder


def resolved_list(project, name, derived):
    """An .xcfilelist with $(SRCROOT) resolved, as Xcode hands it to a Run Script phase."""
    text = open(os.path.join(project, name), encoding="utf-8").read()
    text = text.replace("$(SRCROOT)", project).replace("${SRCROOT}", project)
    path = os.path.join(derived, name.replace(".xcfilelist", "-resolved.xcfilelist"))
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)
    return path


def xcode_environment(project, settings):
    """The variables Xcode sets for a Run Script phase with the given file lists."""
    derived = os.path.join(project, "DerivedData")
    os.makedirs(derived, exist_ok=True)
    environment = {
        "SRCROOT": project,
        "PRODUCT_MODULE_NAME": "App",
        "DERIVED_FILE_DIR": derived,
        "SCRIPT_INPUT_FILE_COUNT": "0",
        "SCRIPT_INPUT_FILE_LIST_COUNT": "1",
        "SCRIPT_INPUT_FILE_LIST_0": resolved_list(project, settings["input-list"], derived),
        "SCRIPT_OUTPUT_FILE_COUNT": "0",
        "SCRIPT_OUTPUT_FILE_LIST_COUNT": "0",
    }
    if "output-list" in settings:
        environment["SCRIPT_OUTPUT_FILE_LIST_COUNT"] = "1"
        environment["SCRIPT_OUTPUT_FILE_LIST_0"] = resolved_list(project, settings["output-list"], derived)
    if "output" in settings:
        environment["SCRIPT_OUTPUT_FILE_COUNT"] = "1"
        environment["SCRIPT_OUTPUT_FILE_0"] = settings["output"].replace("$(DERIVED_FILE_DIR)", derived)
    return environment


def tail(output, count=40):
    """The last `count` lines of a command's output, for a failure's message."""
    lines = output.rstrip("\n").split("\n")
    return "\n".join((["…"] if len(lines) > count else []) + lines[-count:])


def run(script, project, extra=None):
    environment = dict(os.environ, **(extra or {}))
    result = subprocess.run(
        ["bash", "--noprofile", "--norc", "-c", PRELUDE + script],
        cwd=project, env=environment, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        text=True, timeout=TIMEOUT,
    )
    return result.returncode, result.stdout


def transcript_mismatch(expected, actual):
    """None when `actual` shows the expected lines in order (`…` is any lines), else why not."""
    segments, current = [], []
    for line in expected:
        if line.strip() == "…":
            segments.append(current)
            current = []
        else:
            current.append(line)
    segments.append(current)
    position = 0
    for number, segment in enumerate(segments):
        if not segment:
            continue
        anchored_start = number == 0
        anchored_end = number == len(segments) - 1
        candidates = [position] if anchored_start else range(position, len(actual) - len(segment) + 1)
        found = None
        for start in candidates:
            if actual[start : start + len(segment)] == segment and (
                not anchored_end or start + len(segment) == len(actual)
            ):
                found = start
                break
        if found is None:
            return "the output does not show these lines" + (" at its end" if anchored_end else "") + ":\n  " + "\n  ".join(segment)
        position = found + len(segment)
    return None


def run_transcript(block, project):
    commands, current = [], None
    for line in block.text.rstrip("\n").split("\n"):
        if line.startswith("$ "):
            current = (line[2:], [])
            commands.append(current)
        elif current is None:
            return f"a console block begins with `$ command`, not '{line}'"
        else:
            current[1].append(line)
    for command, expected in commands:
        status, output = run(command, project)
        if status != 0:
            return f"`{command}` exited {status}:\n{tail(output)}"
        mismatch = transcript_mismatch(expected, output.rstrip("\n").split("\n"))
        if mismatch:
            return f"`{command}`: {mismatch}\nwhat it printed:\n{tail(output)}"
    return None


def main():
    root = sys.argv[1]
    files = sys.argv[2:] or ["README.md", "CONTRIBUTING.md", "Examples/README.md"] + sorted(
        "docs/" + name for name in os.listdir(os.path.join(root, "docs")) if name.endswith(".md")
    )
    in_ci = os.environ.get("CI") == "true"
    ran = not_run = skipped = 0
    failures = []
    for relative in files:
        all_blocks = blocks(root, relative)
        for block in all_blocks:
            if not block.language:
                failures.append(f"{block.where}: error: the block names no language (`text` if it is not code)")
        for block in all_blocks:
            if block.language in WORKFLOWS and "not-run" not in markers(block):
                failures.append(f"{block.where}: error: a {block.language} block holds commands no shell runs here: say why in its fence (not-run: REASON)")
        shell_blocks = [b for b in all_blocks if b.language in SHELLS | WORKFLOWS or b.language == "console"]
        if not shell_blocks:
            continue
        project = scratch_project(root)
        try:
            for block in shell_blocks:
                marks = markers(block)
                if "not-run" in marks:
                    not_run += 1
                    print(f"not run: {block.where}: {marks['not-run']}")
                    continue
                if block.language in WORKFLOWS:
                    continue  # reported above: it must say why it is not run
                missing = [tool for tool in marks.get("needs", []) if shutil.which(tool) is None]
                if missing and not in_ci:
                    skipped += 1
                    print(f"skipped: {block.where}: {', '.join(missing)} is missing (Scripts/bootstrap installs it)")
                    continue
                start = time.monotonic()
                if block.language == "console":
                    problem = run_transcript(block, project)
                else:
                    extra = xcode_environment(project, marks["xcode-phase"]) if "xcode-phase" in marks else None
                    status, output = run(block.text, project, extra)
                    problem = None if status == 0 else f"it exited {status}:\n{tail(output)}"
                if problem:
                    failures.append(f"{block.where}: error: the {block.language} block does not run as written: {problem}\nthe block:\n{block.text}")
                else:
                    ran += 1
                    print(f"ran: {block.where} ({block.language}) in {time.monotonic() - start:.1f} s")
        finally:
            shutil.rmtree(project, ignore_errors=True)
    sys.stdout.flush()
    for failure in failures:
        print(failure, file=sys.stderr)
    sys.stderr.flush()
    print(f"docs blocks: {ran} ran, {not_run} not run (each with its reason), {skipped} skipped, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
