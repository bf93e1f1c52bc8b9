"""The declarations the generated code needs, sliced out of the sources, for apps whose full
sources cannot compile here (third-party modules, SDK API the stubs do not have, Linux's lack of
an Objective-C runtime).

Kept, exactly as the sources write them: each top-level class the generated code names, its
superclass, and its `@IBSegueAction` and `@IBAction` methods' signatures (their bodies become
`fatalError()`), in its own module; then, in turn, the classes and other types those lines name.
Left out: every other member and file, conformances to protocols (their requirements are not
kept), `@objc` (Linux has no Objective-C runtime), imports of modules outside the sources and
the stubs. A superclass that neither the sources nor the stubs declare, and the classes the
generated code names in a module outside the sources, get stand-ins (`open class Name: Base {}`)
in module `StandIns` or in a module of that name; every one is listed in the notes, so a pass is
never mistaken for a pass on the full sources.
"""

import os
import re

from class_references import ClassReference
from swift_source import SwiftFile, lex, swift_quoted

OBJC_ATTRIBUTE = re.compile(r"@(?:objc|nonobjc|objcMembers)\b(?:\s*\([^)]*\))?\s*")
BASES = {
    "UIKit": [("Segue", "UIStoryboardSegue"), ("TableViewController", "UITableViewController"),
              ("CollectionViewController", "UICollectionViewController"),
              ("NavigationController", "UINavigationController"),
              ("TabBarController", "UITabBarController"),
              ("SplitViewController", "UISplitViewController"),
              ("PageViewController", "UIPageViewController"), ("", "UIViewController")],
    "AppKit": [("Segue", "NSStoryboardSegue"), ("WindowController", "NSWindowController"),
               ("TabViewController", "NSTabViewController"),
               ("SplitViewController", "NSSplitViewController"), ("", "NSViewController")],
}


class Slice:
    def __init__(self, sources, objc, generated, documents, available, variant, stubs):
        self.framework = "AppKit" if variant == "appkit" else "UIKit"
        self.available = available
        self.notes = []
        self.stub_classes = set()
        folder = os.path.join(stubs, self.framework)
        for name in sorted(os.listdir(folder)):
            if name.endswith(".swift"):
                with open(os.path.join(folder, name), encoding="utf-8") as handle:
                    self.stub_classes |= SwiftFile(name, handle.read()).declared_types()
        self.objc_classes = set(objc.class_names)

        # Every top-level declaration, by name; the first by path where a module declares a
        # name twice (a folder holding several targets).
        self.declarations = {}  # name -> [(module, file, declaration)]
        self.extensions = {}  # name -> [(module, file, declaration)]
        twice = set()
        for module in sorted(sources):
            for parsed in sources[module]:
                for declaration in parsed.top_level_declarations():
                    if declaration.kind == "extension":
                        self.extensions.setdefault(declaration.name, []).append(
                            (module, parsed, declaration))
                        continue
                    entries = self.declarations.setdefault(declaration.name, [])
                    if any(entry[0] == module for entry in entries):
                        twice.add(declaration.name)
                        continue
                    entries.append((module, parsed, declaration))
        if twice:
            names = ", ".join(sorted(twice)[:5]) + (", …" if len(twice) > 5 else "")
            self.notes.append(f"declarations only: {len(twice)} type(s) declared more than once "
                              f"in one module ({names}): kept the first by path")

        self.kept = set()
        self.stand_ins = {}  # module -> {class name: base}
        wanted = [t.text for t in lex(generated) if t.kind == "ident"]
        self._keep(wanted)
        self._stand_ins_for_modules(generated, documents)

        files = {id(entry[1]) for name in self.kept for entry in self.declarations[name]}
        total = sum(len(files_) for files_ in sources.values())
        self.dropped_imports = {}
        self._texts = {}
        for module in sources:
            for parsed in sources[module]:
                text = self._slice(parsed)
                if text is not None:
                    self._texts[id(parsed)] = text
        self.notes.append(
            f"declarations only: kept {len(self.kept)} declaration(s) from {len(files)} of "
            f"{total} file(s); every other member and file left out")
        # One line for a table: files kept of all, then what was dropped or made up.
        summary = [f"{len(files)}/{total} files"]
        if self.dropped_imports:
            summary.append("imports dropped: " + ", ".join(sorted(self.dropped_imports)))
        stand_ins = sorted(f"{module}.{name}" if module != "StandIns" else name
                           for module, classes in self.stand_ins.items() for name in classes)
        if stand_ins:
            shown = ", ".join(stand_ins[:4]) + (", …" if len(stand_ins) > 4 else "")
            summary.append(f"{len(stand_ins)} stand-in(s): {shown}")
        if twice:
            summary.append(f"{len(twice)} type(s) declared twice")
        self.summary = "; ".join(summary)
        if self.dropped_imports:
            listed = ", ".join(f"{m} ({n})" for m, n in sorted(self.dropped_imports.items()))
            self.notes.append(f"declarations only: dropped imports of modules outside the "
                              f"sources and the stubs: {listed}")
        for module, classes in sorted(self.stand_ins.items()):
            listed = ", ".join(f"{name}: {base}" for name, base in sorted(classes.items()))
            self.notes.append(f"stand-ins in module {module} (declared by neither the sources "
                              f"nor the stubs): {listed}")

    def _keep(self, names):
        pending = list(names)
        while pending:
            name = pending.pop()
            if name in self.kept or name not in self.declarations:
                continue
            self.kept.add(name)
            for module, parsed, declaration in self.declarations[name]:
                lines = [parsed.text[declaration.start:declaration.name_end]]
                superclass = self._superclass(declaration)
                if superclass:
                    lines.append(superclass)
                    base = re.sub(r"<.*", "", superclass).split(".")[-1]
                    if (base not in self.declarations and base not in self.stub_classes
                            and base not in self.objc_classes):
                        self.stand_ins.setdefault("StandIns", {})[base] = self._base_for(base)
                for _, owner, member in self._members(name):
                    lines.append(owner.text[member[0]:member[1]])
                for text in lines:
                    pending.extend(t.text for t in lex(text) if t.kind == "ident")

    def _superclass(self, declaration):
        """The superclass a class declaration names, or None (a protocol comes first, or none)."""
        if declaration.kind != "class" or not declaration.inherited:
            return None
        first = declaration.inherited[0]
        base = re.sub(r"<.*", "", first).split(".")[-1]
        entries = self.declarations.get(base, [])
        if any(entry[2].kind == "protocol" for entry in entries):
            return None
        if base.endswith(("Delegate", "DataSource", "Protocol")) or base in ("AnyObject",):
            return None
        return first

    def _members(self, name):
        """(module, file, member) for the segue and unwind actions of NAME: in its declarations
        and in its extensions."""
        found = []
        for module, parsed, declaration in (self.declarations.get(name, [])
                                            + self.extensions.get(name, [])):
            found += [(module, parsed, member) for member in self.actions(parsed, declaration)]
        return found

    @staticmethod
    def actions(parsed, declaration):
        """The members of DECLARATION a storyboard calls: its segue actions, and the `@IBAction`s
        that take a storyboard segue (unwind actions); an action for a control's event is no
        business of the generated code (and Linux accepts `@IBAction` only with one argument)."""
        return [(start, end) for start, end in declaration.members
                if "@IBSegueAction" in parsed.text[start:end]
                or "StoryboardSegue" in parsed.text[start:end]]

    def _base_for(self, name):
        for suffix, base in BASES[self.framework]:
            if name.endswith(suffix):
                return base
        return BASES[self.framework][-1][1]

    def _stand_ins_for_modules(self, generated, documents):
        """Stand-in modules for the modules the generated code imports that neither the sources
        nor the stubs provide, holding the classes the storyboards name in them (by customModule
        or by a mangled name's module)."""
        missing = {m for m in re.findall(r"^import (\w+)$", generated, re.M)
                   if m not in self.available}
        for module in sorted(missing):
            classes = self.stand_ins.setdefault(module, {})
            for document in documents:
                for scene in document["scenes"]:
                    reference = ClassReference.of(scene["controller"])
                    if reference and reference.module == module and reference.nameable:
                        classes[reference.name] = self._base_for(reference.name)
                    for segue in scene.get("segues", []):
                        reference = ClassReference.of(segue)
                        if reference and reference.module == module and reference.nameable:
                            classes[reference.name] = BASES[self.framework][0][1]

    def _slice(self, parsed):
        chunks = []
        for declaration in parsed.top_level_declarations():
            if declaration.name not in self.kept:
                continue
            if declaration.kind != "extension":
                entries = self.declarations[declaration.name]
                if not any(entry[1] is parsed and entry[2] is declaration for entry in entries):
                    continue
            if declaration.kind == "extension" and not self.actions(parsed, declaration):
                continue
            chunks.append(self._chunk(parsed, declaration))
        if not chunks:
            return None
        imports = []
        for module, _ in parsed.imports():
            if module == "Cocoa" and self.framework == "AppKit":
                # Cocoa is AppKit with Foundation and Core Data; the stubs have AppKit.
                imports.append("import AppKit")
            elif module in self.available or module in self.stand_ins:
                imports.append(f"import {module}")
            else:
                self.dropped_imports[module] = self.dropped_imports.get(module, 0) + 1
                # A module outside the stubs (WebKit, SwiftUI, an app's own framework) brings
                # the UI framework with it, as `import WebKit` alone lets a file name
                # UIViewController; the stubs' framework stands in for what it re-exported.
                imports.append(f"import {self.framework}")
        if "StandIns" in self.stand_ins:
            imports.append("import StandIns")
        return "\n".join(sorted(set(imports))) + "\n\n" + "".join(chunks)

    def _chunk(self, parsed, declaration):
        location = (f"#sourceLocation(file: {swift_quoted(parsed.path)}, "
                    f"line: {parsed.line_of(declaration.start)})\n")
        head = OBJC_ATTRIBUTE.sub("", parsed.text[declaration.start:declaration.name_end])
        if declaration.kind == "typealias":
            return location + head + "\n"
        if declaration.kind == "extension":
            head = "extension " + declaration.name
        superclass = self._superclass(declaration)
        if superclass:
            head += ": " + superclass
        lines = [location + head + " {"]
        for start, end in self.actions(parsed, declaration):
            signature = OBJC_ATTRIBUTE.sub("", parsed.text[start:end].rstrip())
            lines.append(f"#sourceLocation(file: {swift_quoted(parsed.path)}, "
                         f"line: {parsed.line_of(start)})")
            lines.append("  " + signature + ' { fatalError("declaration only") }')
        lines.append("}\n")
        return "\n".join(lines)

    def text_of(self, parsed):
        """The sliced text of PARSED, or None when none of its declarations is kept."""
        return self._texts.get(id(parsed))

    def stand_in_files(self):
        """(module, text) for each stand-in module."""
        files = []
        for module, classes in sorted(self.stand_ins.items()):
            lines = [f"// Stand-ins: classes that neither the sources nor the stubs declare.",
                     f"import {self.framework}", ""]
            lines += [f"open class {name}: {base} {{}}" for name, base in sorted(classes.items())]
            files.append((module, "\n".join(lines) + "\n"))
        return files
