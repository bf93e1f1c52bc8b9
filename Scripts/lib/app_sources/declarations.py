"""The declarations the generated code needs, sliced out of the sources, for apps whose full
sources cannot compile here (third-party modules, SDK API the stubs do not have, Linux's lack of
an Objective-C runtime).

Kept, exactly as the sources write them (attributes and access modifiers included): each
top-level class the generated code names, its superclass, and its `@IBSegueAction` and
`@IBAction` methods' signatures (their bodies become `fatalError()`), in its own module, each in
the declaration or `extension` that holds it, whose header is copied up to its name; then, in
turn, the classes and other types those lines name. Left out: every other member and file,
conformances to protocols (their requirements are not kept), imports of modules outside the
sources and the stubs, and, only when compiling against the stubs (Linux has no Objective-C
runtime), `@objc`.

Kept too, so that the check fails where a generated name would hide one of the app's (issue 26):
an app's top-level `SegueIdentifier`, `TypedSegue`, `SceneType` or `InitialSceneType` that a kept
class's own code writes unqualified, whole, and in that class a probe that names it as that code
does (`_ = SegueIdentifier.showDetails`), since a member the generated extension declared would
win over it there, as it does in the app's build.

Nothing here decides what the generator decides. Which classes the code names is read from the
generated file; the classes it names in a module outside the sources get the generator's own
stand-ins for that module (`segue generate --stub-classes`: modules/NAME.swift). A superclass
that neither the sources nor the stubs declare gets a stand-in in module `StandIns`
(`open class Name: Base {}`), whose base is the one the generator's stand-in gives the class
the generated code names (app.swift): a segue class's stays a segue. Every stand-in is listed
in the notes, so a pass is never mistaken for a pass on the full sources.
"""

import os
import re

from swift_source import SwiftFile, lex, swift_quoted

OBJC_ATTRIBUTE = re.compile(r"@(?:objc|nonobjc|objcMembers)\b(?:\s*\([^)]*\))?\s*")
# Names the generated code declares as a controller's members or names from SegueKit.
SHADOWABLE = {"SegueIdentifier", "TypedSegue", "SceneType", "InitialSceneType"}
DECLARING = {"class", "struct", "enum", "protocol", "typealias", "func", "case", "var", "let",
             "extension", "actor", "associatedtype"}
# A stand-in class of `segue generate --stub-classes`.
STUB_CLASS = re.compile(r"^(?:open |public )?class (`?[^\s:`]+`?): (\S+) \{\}$", re.M)


def generator_stand_ins(folder):
    """The generator's stand-ins in FOLDER (`segue generate --stub-classes`): {class: base} of
    app.swift, and {module: text} of modules/NAME.swift."""
    bases, modules = {}, {}
    path = os.path.join(folder, "app.swift")
    if os.path.isfile(path):
        with open(path, encoding="utf-8") as handle:
            bases = {m.group(1).strip("`"): m.group(2) for m in STUB_CLASS.finditer(handle.read())}
    folder = os.path.join(folder, "modules")
    for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
        if name.endswith(".swift"):
            with open(os.path.join(folder, name), encoding="utf-8") as handle:
                modules[name[:-len(".swift")]] = handle.read()
    return bases, modules


class Slice:
    def __init__(self, sources, objc, generated, stand_ins, available, variant, stubs,
                 objc_runtime=False):
        self.framework = "AppKit" if variant == "appkit" else "UIKit"
        self.available = available
        self.objc_runtime = objc_runtime
        self.generator_bases, self.generator_modules = generator_stand_ins(stand_ins)
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
        self.whole = set()
        self.probes = {}  # class name -> the expressions its code writes, in order
        self._probe_app_names()
        self._stand_ins_for_modules(generated)
        # With no file of the app's module, the sources cannot say what its classes are; the
        # generator's stand-ins for them (app.swift) are compiled into it instead.
        self.app_stand_ins = None
        if not sources.get("") and os.path.isfile(os.path.join(stand_ins, "app.swift")):
            self.app_stand_ins = os.path.join(stand_ins, "app.swift")

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
        if self.app_stand_ins:
            stand_ins += sorted(self.generator_bases)
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
        if self.app_stand_ins:
            listed = ", ".join(f"{name}: {base}" for name, base in sorted(
                self.generator_bases.items()))
            self.notes.append(f"stand-ins in the app's module, of which the sources hold no "
                              f"Swift file (the generator's, --stub-classes): {listed}")
        for module, classes in sorted(self.stand_ins.items()):
            listed = ", ".join(f"{name}: {base}" for name, base in sorted(classes.items()))
            self.notes.append(f"stand-ins in module {module} (declared by neither the stubs nor "
                              f"the sources where the code that names them sees them): {listed}")

    def _probe_app_names(self):
        """The app's top-level names of SHADOWABLE that a kept class's body writes unqualified:
        each kept whole, and the class probes it as written."""
        for name in sorted(self.kept):
            expressions = []
            for _, parsed, declaration in (self.declarations.get(name, [])
                                           + self.extensions.get(name, [])):
                if declaration.kind not in ("class", "extension") or declaration.brace is None:
                    continue
                tokens = [t for t in parsed.tokens
                          if declaration.brace < t.start < declaration.end]
                for i, token in enumerate(tokens):
                    if (token.kind != "ident" or token.text not in SHADOWABLE
                            or token.text not in self.declarations
                            or (i > 0 and (tokens[i - 1].text == "."
                                           or tokens[i - 1].text in DECLARING))):
                        continue
                    if (i + 2 < len(tokens) and tokens[i + 1].text == "."
                            and tokens[i + 2].kind == "ident"):
                        expression = f"{token.text}.{tokens[i + 2].text}"
                    else:
                        expression = f"{token.text}.self"
                    if expression not in expressions:
                        expressions.append(expression)
                    self.whole.add(token.text)
            if expressions:
                self.probes[name] = expressions
        self.kept |= self.whole
        if self.probes:
            listed = ", ".join(f"{name} ({', '.join(e)})" for name, e in sorted(self.probes.items()))
            self.notes.append(f"declarations only: kept whole the app's top-level "
                              f"{', '.join(sorted(self.whole))}, which these classes name "
                              f"unqualified, probed as written: {listed}")

    def _generator_base(self, name):
        """The framework class the generator's stand-in for NAME inherits from, through the
        stand-ins of its superclasses; None when the generator made none for NAME."""
        seen = set()
        while name in self.generator_bases and name not in seen:
            seen.add(name)
            name = self.generator_bases[name]
        return name if seen else None

    def _visible(self, name, module, parsed):
        """Whether the sources declare NAME where PARSED, of MODULE, sees it: in MODULE, in a
        module it imports, or in a stand-in module of the generator's that it imports."""
        imported = parsed.imported_modules()
        if any(entry[0] == module or entry[0] in imported
               for entry in self.declarations.get(name, [])):
            return True
        return any(name in self.stand_ins.get(m, {}) or re.search(
            rf"class `?{re.escape(name)}`?:", self.generator_modules[m])
            for m in imported if m in self.generator_modules)

    def _keep(self, names):
        # (name, the generator's base for the class the generated code names whose superclass
        # chain reached it), the last first.
        pending = [(name, self._generator_base(name)) for name in names]
        while pending:
            name, root_base = pending.pop()
            if name in self.kept or name not in self.declarations:
                continue
            self.kept.add(name)
            root_base = self._generator_base(name) or root_base
            for module, parsed, declaration in self.declarations[name]:
                lines = [parsed.text[declaration.start:declaration.name_end]]
                for _, owner, member in self._members(name):
                    lines.append(owner.text[member[0]:member[1]])
                for text in lines:
                    pending.extend((t.text, None) for t in lex(text) if t.kind == "ident")
                superclass = self._superclass(declaration)
                if superclass:
                    base = re.sub(r"<.*", "", superclass).split(".")[-1]
                    if (not self._visible(base, module, parsed) and base not in self.stub_classes
                            and base not in self.objc_classes):
                        # A class reached only through a signature: what it is the sources
                        # do not say here, and NSObject asks least of it.
                        self.stand_ins.setdefault("StandIns", {})[base] = root_base or "NSObject"
                    pending.extend((t.text, root_base) for t in lex(superclass)
                                   if t.kind == "ident")

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

    def _stand_ins_for_modules(self, generated):
        """Stand-in modules for the modules the generated code imports that neither the sources
        nor the stubs provide: the generator's (`--stub-classes`), which declare the classes the
        code names in them."""
        missing = {m for m in re.findall(r"^import (\w+)$", generated, re.M)
                   if m not in self.available}
        for module in sorted(missing):
            text = self.generator_modules.get(module, "")
            self.stand_ins[module] = {m.group(1).strip("`"): m.group(2)
                                      for m in STUB_CLASS.finditer(text)}

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
        if declaration.name in self.whole and declaration.kind != "extension":
            return location + self._verbatim(parsed.text[declaration.start:declaration.end]) + "\n"
        head = self._verbatim(parsed.text[declaration.start:declaration.name_end])
        if declaration.kind == "typealias":
            return location + head + "\n"
        superclass = self._superclass(declaration)
        if superclass:
            head += ": " + superclass
        lines = [location + head + " {"]
        for start, end in self.actions(parsed, declaration):
            signature = self._verbatim(parsed.text[start:end].rstrip())
            lines.append(f"#sourceLocation(file: {swift_quoted(parsed.path)}, "
                         f"line: {parsed.line_of(start)})")
            lines.append("  " + signature + ' { fatalError("declaration only") }')
        probes = self.probes.get(declaration.name) if declaration.kind == "class" else None
        if probes:
            lines.append("  // The app's top-level names as this class's own code writes them.")
            lines.append("  private static func appNamesProbe() {")
            lines += [f"    _ = {expression}" for expression in probes]
            lines.append("  }")
        lines.append("}\n")
        return "\n".join(lines)

    def _verbatim(self, text):
        """TEXT as copied: as written, but without `@objc` where there is no Objective-C
        runtime to compile it against."""
        return text if self.objc_runtime else OBJC_ATTRIBUTE.sub("", text)

    def text_of(self, parsed):
        """The sliced text of PARSED, or None when none of its declarations is kept."""
        return self._texts.get(id(parsed))

    def stand_in_files(self):
        """(module, text) for each stand-in module."""
        files = []
        for module, classes in sorted(self.stand_ins.items()):
            if module in self.generator_modules:
                files.append((module, self.generator_modules[module]))
                continue
            lines = [f"// Stand-ins: classes that neither the sources nor the stubs declare.",
                     f"import {self.framework}", ""]
            lines += [f"open class {name}: {base} {{}}" for name, base in sorted(classes.items())]
            files.append((module, "\n".join(lines) + "\n"))
        return files
