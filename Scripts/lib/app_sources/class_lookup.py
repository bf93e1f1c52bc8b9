"""Whether generated code may name a storyboard's custom class, and how it spells it: the rule
that lint's custom-class-not-found and `segue generate --sources` share (SourceIndex's
ClassLookup, SegueGenerator's ClassChecker and ClassNamer), applied here on its own to what
`segue dump` and the sources say, never to the generated code.

Where the storyboard at a path looks for a class:
- customModuleProvider="target": the storyboard's own module (the app's, or the package target
  that holds it);
- else an explicit customModule, or the module of a mangled name;
- else any module.
A module with the app module's name is the app's. The app module's name is --module; without it,
the one customModule the storyboard's customModuleProvider="target" classes name, else the one
all the app's storyboards agree on.

A class looked for in a module the sources do not cover (neither the app's nor a package module
of theirs) is outside what they can judge: code names it as spelled, `Module.Name`, as the app's
build sees it when that framework is linked. A class looked for in a covered module must be
declared there, and one looked for in any module somewhere (a name like the system's, `UI…` or
`NS…`, needs no declaration where the app's module or any module is looked in); else the scene
falls back to its element's framework class. So does a class the sources declare only where
Swift cannot see it (Objective-C in a `.m`, or in a header nothing exposes), wherever it is
looked for. A name that is not a Swift identifier (a nested class's `Outer.Inner` included), or
a module that is not one, falls back too.
"""

import xml.etree.ElementTree as tree

from class_references import ClassReference
from swift_identifier import is_valid

APP = ""  # the app's module
ANY = object()  # a class the storyboard looks for in any module
OUTSIDE = object()  # a class in a module the sources do not cover
SYSTEM_PREFIXES = [
    "UI", "NS", "WK", "AV", "MK", "GLK", "SK", "SCN", "PK", "CN", "MF", "QL", "PH", "SF", "MP",
    "AR", "GK", "EK", "CA", "MTK", "PDF", "ASC", "VN", "CK", "HK", "INUI", "ABPeople", "RP",
]
# Modules every generated file imports; their classes need no other import.
ALWAYS_IMPORTED = {"SegueKit", "UIKit", "AppKit", "Foundation"}


def system_named(name):
    """Whether NAME is named like an Apple framework class: a prefix above, then a capital."""
    return any(name.startswith(prefix) and name[len(prefix):len(prefix) + 1].isupper()
               for prefix in SYSTEM_PREFIXES)


def _segue_references(path):
    """The custom classes of the segues of the storyboard at PATH, read from its XML, since
    `segue dump` leaves out a segue's customModuleProvider."""
    try:
        root = tree.parse(path).getroot()
    except (OSError, tree.ParseError):
        return []
    return [reference for segue in root.iter("segue")
            if (reference := ClassReference.of(segue.attrib)) is not None]


class ClassLookup:
    def __init__(self, sources, documents, app_module, module_of):
        self.sources = sources
        self.app_module = app_module
        self.module_of = module_of
        self.app_module_names = {}
        every = set()
        for document in documents:
            if app_module or module_of(document["path"]) != APP:
                continue
            references = [ClassReference.of(scene["controller"]) for scene in document["scenes"]]
            references += _segue_references(document["path"])
            written = {reference.module for reference in references
                       if reference and reference.in_current_target
                       and reference.mangling == "none" and reference.module}
            every |= written
            if len(written) == 1:
                self.app_module_names[document["path"]] = next(iter(written))
        self.shared_name = next(iter(every)) if len(every) == 1 else None

    def app_module_name(self, path):
        return self.app_module or self.app_module_names.get(path) or self.shared_name

    def normalized(self, module, path):
        return APP if module != APP and module == self.app_module_name(path) else module

    def expectation(self, reference, path):
        """The module the storyboard at PATH looks in for the class, ANY or OUTSIDE."""
        if reference.in_current_target:
            expected = self.normalized(self.module_of(path), path)
        elif reference.module:
            expected = self.normalized(reference.module, path)
        else:
            return ANY
        return expected if expected == APP or expected in self.sources.modules else OUTSIDE

    def declaring_modules(self, name, path):
        return {self.normalized(m, path) for m in self.sources.class_modules.get(name, ())}

    def is_misplaced(self, reference, path):
        """Whether the sources do not declare the class where the storyboard looks for it."""
        name = reference.innermost
        declared = self.declaring_modules(name, path)
        expected = self.expectation(reference, path)
        if expected is OUTSIDE:
            return False
        if expected is ANY:
            return not declared and not system_named(name)
        if not declared:
            return not (expected == APP and system_named(name))
        return expected not in declared

    def hides(self, reference, path):
        """Whether code must not name the class: misplaced, or declared but unseen by Swift."""
        if self.is_misplaced(reference, path):
            return True
        name = reference.innermost
        return name in self.sources.class_modules and not self.sources.sees(name)


def named_type(reference, path, current_module, lookup):
    """(module or None, name) as code names the class of REFERENCE, nameable, in the storyboard
    at PATH: the module is None for a class of the module being compiled, the framework for the
    frameworks' and SegueKit's; None when the module is not a Swift identifier."""
    if reference.in_current_target or not reference.module:
        return None, reference.name
    module = reference.module
    if module in ALWAYS_IMPORTED:
        return module, reference.name
    if module == current_module:
        return None, reference.name
    if lookup is not None and lookup.normalized(module, path) == APP:
        return None, reference.name
    return (module, reference.name) if is_valid(module) else None
