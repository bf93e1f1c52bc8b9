"""The classes the sources declare, in which module, and which of them Swift can see: what
`segue generate --sources` reads of them to decide a custom class (SourceIndex, SwiftVisibility),
read here on its own from the same files.

- The files: every `.swift`, `.h`, `.m` and `.mm` under the folders, `.build` skipped.
- A file's module: `<Target>` for a file under `<root>/Sources/<Target>/` of a folder holding a
  Package.swift (the most specific one), else the app's module ("").
- Declared classes: Swift's `class Name` and `@objc(Name)`; Objective-C's `@interface Name` and
  `@implementation Name` (categories name a class without declaring it).
- Seen by Swift: a class a Swift file declares, or one whose `@interface` is in a header that a
  bridging header (a `.h` whose name contains "bridging") or an umbrella header (`Kit.h`, which
  imports `<Kit/…>`) imports, directly or through other headers, matched by file name.
"""

import os
import re

from objc_headers import IMPORT
from swift_source import lex

EXTENSIONS = (".swift", ".h", ".m", ".mm")
# Words that may follow `class` without declaring one (`class func`, `class var`…).
NOT_A_CLASS = {
    "func", "var", "let", "override", "final", "private", "fileprivate", "public", "open",
    "internal", "static", "subscript", "init", "deinit", "protocol", "required", "convenience",
    "dynamic", "nonisolated", "lazy", "weak", "unowned", "mutating", "package",
}
OBJC_CLASS = re.compile(r"(@interface|@implementation)\s+([A-Za-z_$][A-Za-z0-9_$]*)(\s*\()?")
COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)


def target_module(target):
    """A package target's module name: characters that cannot be in an identifier become `_`,
    and a leading digit gets a `_` before it."""
    name = "".join(c if c.isalpha() or c in "0123456789_" else "_" for c in target)
    return "_" + name if name[:1].isdigit() else name


def module_of(path):
    """The module of the file (or storyboard) at PATH: "" for the app's."""
    parts = [part for part in os.path.abspath(path).split(os.sep) if part]
    best = None
    for index, part in enumerate(parts):
        if part == "Sources" and index + 2 < len(parts):
            root = os.sep + os.sep.join(parts[:index])
            if os.path.isfile(os.path.join(root, "Package.swift")):
                best = parts[index + 1]
    return target_module(best) if best is not None else ""


def files_under(roots):
    """The files `--sources ROOTS` reads, sorted, each once."""
    found = set()
    for root in roots:
        if os.path.isfile(root):
            found.add(os.path.abspath(root))
            continue
        for folder, subfolders, names in os.walk(root):
            subfolders[:] = [name for name in subfolders if name != ".build"]
            found.update(os.path.abspath(os.path.join(folder, name))
                         for name in names if name.endswith(EXTENSIONS))
    return sorted(found)


class SourceClasses:
    def __init__(self, roots):
        self.modules = set()  # the modules of the files read
        self.class_modules = {}  # class name -> the modules declaring it
        self.swift_classes = set()
        self.interfaces = {}  # class name -> the files of its @interface
        self.header_imports = {}  # Objective-C file -> the headers it imports, as written
        for path in files_under(roots):
            with open(path, encoding="utf-8", errors="replace") as handle:
                text = handle.read()
            module = module_of(path)
            self.modules.add(module)
            if path.endswith(".swift"):
                self._read_swift(text, module)
            else:
                self._read_objective_c(path, COMMENT.sub(" ", text), module)
        self.exposed_headers = self._exposed_headers()

    def _declare(self, name, module):
        self.class_modules.setdefault(name, set()).add(module)

    def _read_swift(self, text, module):
        tokens = lex(text)
        for index, token in enumerate(tokens[:-1]):
            following = tokens[index + 1]
            if token.kind == "ident" and token.text == "class":
                if following.kind == "ident" and following.text not in NOT_A_CLASS:
                    self._declare(following.text, module)
                    self.swift_classes.add(following.text)
            elif (token.kind == "attr" and token.text == "@objc" and following.text == "("
                  and index + 2 < len(tokens) and tokens[index + 2].kind == "ident"
                  and (index + 3 >= len(tokens) or tokens[index + 3].text != ":")):
                self._declare(tokens[index + 2].text, module)
                self.swift_classes.add(tokens[index + 2].text)

    def _read_objective_c(self, path, text, module):
        for match in OBJC_CLASS.finditer(text):
            keyword, name, category = match.groups()
            if category:
                continue
            self._declare(name, module)
            if keyword == "@interface":
                self.interfaces.setdefault(name, set()).add(path)
        imports = IMPORT.findall(text)
        if imports:
            self.header_imports[path] = imports

    def _exposed_headers(self):
        """The file names of the headers Swift sees."""
        paths_by_name = {}
        for path in sorted(self.header_imports):
            paths_by_name.setdefault(os.path.basename(path), []).append(path)

        def is_root(path):
            name = os.path.basename(path)
            if not name.endswith(".h"):
                return False
            umbrella = name[:-2]
            return "bridging" in name.lower() or (umbrella != "" and any(
                imported.startswith(umbrella + "/") for imported in self.header_imports[path]))

        pending = [path for path in sorted(self.header_imports) if is_root(path)]
        exposed = {os.path.basename(path) for path in pending}
        while pending:
            for imported in self.header_imports.get(pending.pop(), []):
                name = os.path.basename(imported)
                if name not in exposed:
                    exposed.add(name)
                    pending += paths_by_name.get(name, [])
        return exposed

    def sees(self, name):
        """Whether Swift code can name the class NAME, which the sources declare."""
        if name in self.swift_classes:
            return True
        return any(path.endswith(".h") and os.path.basename(path) in self.exposed_headers
                   for path in self.interfaces.get(name, ()))
