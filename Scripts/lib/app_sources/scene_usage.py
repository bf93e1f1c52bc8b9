"""A usage file for the generated `StoryboardScene`: every accessor instantiated and checked to
have exactly the type the storyboard gives its scene, so that a wrongly typed accessor fails to
compile. The expected types come from the storyboards (`segue dump`) and the sources, by the
rule class_lookup.py states, not from the generated code: per storyboard and scene, the custom
class when code may name it (`Module.Name` for a class of a module the sources do not cover),
else the UIKit/AppKit class of its element; an initial storyboard reference is followed to the
scene it leads to."""

import re

from class_lookup import ClassLookup, named_type
from class_references import ClassReference
from source_classes import SourceClasses, module_of
from swift_identifier import escaped
from swift_source import swift_quoted

# The framework class of a scene without a custom class, by element; any other element is
# typed as the base class.
ELEMENT_CLASSES = {
    "UIKit": {
        "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController",
        "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController",
        "splitViewController": "UISplitViewController",
        "pageViewController": "UIPageViewController",
        "pagecontroller": "UIPageViewController",
    },
    "AppKit": {
        "splitViewController": "NSSplitViewController",
        "pagecontroller": "NSPageController",
        "pageViewController": "NSPageController",
        "windowController": "NSWindowController",
        "tabViewController": "NSTabViewController",
        "collectionViewItem": "NSCollectionViewItem",
    },
}
BASE_CLASS = {"UIKit": "UIViewController", "AppKit": "NSViewController"}
# Storyboard references: UIKit's and AppKit's elements.
PLACEHOLDERS = ("viewControllerPlaceholder", "controllerPlaceholder")
FRAMEWORK_OF_PLATFORM = {"iOS": "UIKit", "tvOS": "UIKit", "macOS": "AppKit"}
LITERAL = r'"(?:[^"\\\n]|\\.)*"'
ACCESSOR = re.compile(
    r"static let (`?[^\s=`]+`?) = (Initial)?SceneType<([^\n]*)>\(\s*storyboard: storyboardName,"
    r"(?:\s*identifier: (" + LITERAL + r"),)?\s*bundle: bundle\)")
STORYBOARD_ENUM = re.compile(r"^  (?:(?:public|package|internal) )?enum (`?\w+`?) \{$", re.M)
NAME = re.compile(r"static let storyboardName = (" + LITERAL + r")")


def swift_unquoted(literal):
    """The value of a Swift string literal as SwiftStringLiteral writes them."""
    body = literal[1:-1]
    return re.sub(r'\\u\{([0-9A-Fa-f]+)\}|\\(.)',
                  lambda m: chr(int(m.group(1), 16)) if m.group(1) else
                  {"n": "\n", "r": "\r", "t": "\t", "0": "\0"}.get(m.group(2), m.group(2)), body)


def generated_accessors(generated):
    """(storyboard name, identifier or None for the initial scene, Swift path) for each accessor
    of the generated `StoryboardScene`: where to find the accessors, not what type to expect."""
    start = generated.find("enum StoryboardScene {")
    if start < 0:
        return None
    accessors = []
    enums = list(STORYBOARD_ENUM.finditer(generated, start))
    for index, enum in enumerate(enums):
        end = enums[index + 1].start() if index + 1 < len(enums) else len(generated)
        block = generated[enum.end():end]
        name = NAME.search(block)
        if not name:
            continue
        storyboard = swift_unquoted(name.group(1))
        for accessor in ACCESSOR.finditer(block):
            identifier = swift_unquoted(accessor.group(4)) if accessor.group(4) else None
            if accessor.group(2) and identifier is not None:
                continue
            path = f"StoryboardScene.{enum.group(1)}.{accessor.group(1)}"
            accessors.append((storyboard, identifier, path))
    return accessors




class Expectations:
    """The type each scene of the storyboards must have, by (storyboard, identifier), and the
    modules the usage file imports for them. LOOKUP (a ClassLookup) is None without sources:
    the stand-ins then declare every class."""

    def __init__(self, documents, platform, current_module, lookup):
        self.framework = FRAMEWORK_OF_PLATFORM[platform]
        self.current_module = current_module
        self.lookup = lookup
        self.imports = {"SegueKit", self.framework}
        self.documents = {}
        for document in documents:
            if document["platform"] == platform:
                self.documents.setdefault(document["name"], document)

    def type_of(self, controller, path, seen=()):
        """The Swift type of the scene of CONTROLLER, of the storyboard at PATH."""
        reference = controller.get("reference")
        if controller["element"] in PLACEHOLDERS and reference:
            if reference.get("bundleIdentifier"):
                return self._framework(BASE_CLASS[self.framework])
            return self._follow(reference["storyboardName"], reference.get("referencedIdentifier"),
                                seen)
        element = self._framework(
            ELEMENT_CLASSES[self.framework].get(controller["element"], BASE_CLASS[self.framework]))
        custom = ClassReference.of(controller)
        if custom is None or not custom.nameable:
            return element
        if self.lookup is not None and self.lookup.hides(custom, path):
            return element
        named = named_type(custom, path, self.current_module, self.lookup)
        if named is None:
            return element
        module, name = named
        if module is None:
            return escaped(name)
        self.imports.add(module)
        return f"{escaped(module)}.{escaped(name)}"

    def _framework(self, name):
        return f"{self.framework}.{name}"

    def _follow(self, storyboard, identifier, seen):
        if (storyboard, identifier) in seen or storyboard not in self.documents:
            return self._framework(BASE_CLASS[self.framework])
        seen = seen + ((storyboard, identifier),)
        document = self.documents[storyboard]
        for scene in document["scenes"]:
            controller = scene["controller"]
            if identifier is None and controller["id"] == document.get("initialController"):
                return self.type_of(controller, document["path"], seen)
            if identifier is not None and controller.get("storyboardIdentifier") == identifier:
                return self.type_of(controller, document["path"], seen)
        return self._framework(BASE_CLASS[self.framework])

    def scenes(self):
        """{(storyboard, identifier or None): expected type}; an identifier shared by scenes of
        different types left out."""
        expected = {}
        for name, document in sorted(self.documents.items()):
            counts = {}
            for scene in document["scenes"]:
                identifier = scene["controller"].get("storyboardIdentifier")
                if identifier:
                    counts[identifier] = counts.get(identifier, 0) + 1
            types = {}
            for scene in document["scenes"]:
                controller = scene["controller"]
                identifier = controller.get("storyboardIdentifier")
                if identifier and controller["element"] not in PLACEHOLDERS:
                    types.setdefault(identifier, set()).add(
                        self.type_of(controller, document["path"]))
            for identifier, found in types.items():
                # Scenes of one type sharing an identifier keep their accessor.
                if len(found) == 1 and counts[identifier] == sum(
                        1 for scene in document["scenes"]
                        if scene["controller"].get("storyboardIdentifier") == identifier):
                    expected[(name, identifier)] = next(iter(found))
            if document.get("initialController"):
                expected[(name, None)] = self._follow(name, None, ())
        return expected


def scene_usage(generated, documents, platform, current_module=None, sources=None):
    """The usage file's text and the errors found (an accessor missing or unexpected).
    CURRENT_MODULE: the module the code is compiled into, when --module names it; SOURCES: the
    folders of --sources, None without."""
    accessors = generated_accessors(generated)
    if accessors is None or platform not in FRAMEWORK_OF_PLATFORM:
        return "", []
    lookup = None
    if sources is not None:
        lookup = ClassLookup(SourceClasses(sources), documents, current_module, module_of)
    expectations = Expectations(documents, platform, current_module, lookup)
    expected = expectations.scenes()
    errors = []
    found = {}
    for storyboard, identifier, path in accessors:
        found[(storyboard, identifier)] = path
        if (storyboard, identifier) not in expected:
            what = f"identifier {swift_quoted(identifier)}" if identifier else "an initial scene"
            errors.append(f"{path} is for {what} of {storyboard}.storyboard, which has none")
    for (storyboard, identifier), _ in sorted(expected.items(), key=lambda item: (
            item[0][0], item[0][1] or "")):
        if (storyboard, identifier) not in found:
            what = f"scene {swift_quoted(identifier)}" if identifier else "initial scene"
            errors.append(f"the generated code has no accessor for the {what} of "
                          f"{storyboard}.storyboard")
    lines = ["// Instantiates every scene with the type its storyboard gives it (Scripts/typecheck-",
             "// generated); `scene(_:is:)` fails unless the accessor has that very type.", ""]
    lines += [f"import {name}" for name in sorted(expectations.imports)]
    lines += ["", "@MainActor private enum TypecheckSceneUsage {",
              "  static func scene<C>(_ scene: SceneType<C>, is type: C.Type) {}",
              "  static func initialScene<C>(_ scene: InitialSceneType<C>, is type: C.Type) {}", "",
              "  static func useEveryScene() {"]
    for storyboard, identifier, path in sorted(accessors, key=lambda a: a[2]):
        expected_type = expected.get((storyboard, identifier))
        if expected_type is None:
            continue
        check = "scene" if identifier is not None else "initialScene"
        lines.append(f"    let _: {expected_type} = {path}.instantiate()")
        lines.append(f"    {check}({path}, is: {expected_type}.self)")
    lines += ["  }", "}"]
    return "\n".join(lines) + "\n", errors
