"""The target graph checked against docs/Architecture.md.

Reads the table under "## What each target may depend on" (one row per library target: the
targets it may depend on directly, and those it must never link, directly or not) and the
graph `swift package describe --type json` prints (standard input), and fails when:
- a library target depends on a target its row does not allow, or links one it must never;
- a library target has no row, or a row names no target;
- a target other than the executables (`segue` and the plugins' tools, each in its
  `main.swift`) and the plugins mentions the process's working directory
  (`currentDirectoryPath`, `getcwd`): libraries, the command line's shell included, are given
  a base directory.
Usage: swift package describe --type json | python3 Scripts/ci/architecture.py ROOT
"""

import json
import os
import re
import sys

HEADING = "## What each target may depend on"
# The only targets that may ask the process where it runs.
READS_WORKING_DIRECTORY = {"segue", "segue-generate-tool", "segue-lint-tool"}
WORKING_DIRECTORY = re.compile(r"\bcurrentDirectoryPath\b|\bgetcwd\b")


def names(cell):
    return {name for name in re.findall(r"`([^`]+)`", cell)}


def table(doc_path):
    """{target: (allowed, never)} from the doc's table."""
    with open(doc_path, encoding="utf-8") as doc:
        text = doc.read()
    if HEADING not in text:
        sys.exit(f"{doc_path}: error: no '{HEADING}' section.")
    section = text.split(HEADING, 1)[1].split("\n## ", 1)[0]
    rows = {}
    for line in section.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) != 4 or not cells[0].startswith("`"):
            continue
        target = names(cells[0])
        if len(target) != 1:
            continue
        rows[target.pop()] = (names(cells[2]), names(cells[3]))
    return rows


def closure(target, dependencies):
    seen, stack = set(), list(dependencies.get(target, []))
    while stack:
        name = stack.pop()
        if name not in seen:
            seen.add(name)
            stack.extend(dependencies.get(name, []))
    return seen


def main():
    root = sys.argv[1]
    doc_path = os.path.join(root, "docs/Architecture.md")
    rows = table(doc_path)
    package = json.load(sys.stdin)
    targets = {target["name"]: target for target in package["targets"]}
    dependencies = {
        name: target.get("target_dependencies", []) for name, target in targets.items()
    }
    problems = []
    libraries = sorted(name for name, target in targets.items() if target["type"] == "library")
    for name in libraries:
        if name not in rows:
            problems.append(f"{doc_path}: error: the library target '{name}' has no row.")
            continue
        allowed, never = rows[name]
        for dependency in sorted(set(dependencies[name]) - allowed):
            problems.append(
                f"Package.swift: error: '{name}' depends on '{dependency}', which its row "
                f"in docs/Architecture.md does not allow.")
        for linked in sorted(closure(name, dependencies) & never):
            problems.append(
                f"Package.swift: error: '{name}' links '{linked}', which its row in "
                f"docs/Architecture.md says it never links.")
    for name in sorted(set(rows) - set(libraries)):
        problems.append(f"{doc_path}: error: the row '{name}' names no library target.")
    for name, target in sorted(targets.items()):
        if name in READS_WORKING_DIRECTORY or target["type"] == "plugin":
            continue
        folder = os.path.join(root, target["path"])
        for directory, subfolders, files in sorted(os.walk(folder)):
            subfolders.sort()
            for file in sorted(files):
                if not file.endswith(".swift"):
                    continue
                path = os.path.join(directory, file)
                with open(path, encoding="utf-8", errors="replace") as source:
                    for number, line in enumerate(source, 1):
                        if WORKING_DIRECTORY.search(line):
                            problems.append(
                                f"{os.path.relpath(path, root)}:{number}: error: '{name}' "
                                "reads the working directory; only the executables' main.swift "
                                "(segue and the plugins' tools) do, and pass it down.")
    for problem in problems:
        print(problem)
    if problems:
        sys.exit(1)
    print(f"architecture: {len(libraries)} library targets as docs/Architecture.md allows; "
          "only the executables read the working directory.")


main()
