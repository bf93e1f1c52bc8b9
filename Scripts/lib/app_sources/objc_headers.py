"""The Objective-C classes Swift can see, as Swift declarations.

Swift sees the classes of the headers that a bridging header (`*-Bridging-Header.h`) or the
module's umbrella header (`<Module>.h`) imports, directly or through other headers; never a
class declared only in a `.m`. What Swift's importer shows of each is derived from its
`@interface Name : Superclass`: the class, its superclass, and the methods a storyboard calls
by selector, unwind actions (`- (IBAction)name:(UIStoryboardSegue *)segue`) and segue actions
(`IBSegueAction`, or a first parameter of type `NSCoder *`). The Swift name of a method follows
the importer's main rules (a trailing type name dropped from the first selector piece, which is
then split before its last preposition); each declaration carries a `#sourceLocation` of its
header line, so a failure there names the header.
"""

import os
import re

from swift_source import swift_quoted

PREPOSITIONS = {
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
    "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
    "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
}
PRIMITIVES = {
    "void": "Void", "BOOL": "Bool", "NSInteger": "Int", "NSUInteger": "UInt", "CGFloat": "CGFloat",
    "double": "Double", "float": "Float", "int": "Int32", "id": "Any", "NSString": "String",
    "IBAction": "Void", "SEL": "Selector",
}
IMPORT = re.compile(r'^\s*#\s*(?:import|include)\s*[<"]([^>"]+)[>"]', re.M)
INTERFACE = re.compile(
    r"@interface\s+(\w+)\s*(?:<[^>]*>\s*)?(?::\s*(\w+)\s*(?:<[^>]*>)?|\(\s*(\w*)\s*\))")
METHOD = re.compile(r"^\s*-\s*\(([^)]*)\)\s*([^;{]*?)\s*(?:NS_\w+(?:\([^)]*\))?\s*)*[;{]", re.M)
PIECE = re.compile(r"(\w+)\s*:\s*\(([^)]*)\)\s*(\w+)")


class ObjectiveCClasses:
    def __init__(self):
        self.classes = {}  # name -> (header, line, superclass)
        self.methods = {}  # name -> [(header, line, swift declaration)]
        self.categories = {}  # name -> [(header, line, swift declaration)]
        self.notes = []

    @property
    def class_names(self):
        return sorted(self.classes)

    def swift_declarations(self):
        """The classes and their methods as one Swift file, sorted by name; "" when none."""
        if not self.classes and not self.categories:
            return ""
        lines = ["// What Swift's importer shows of the Objective-C classes the bridging or",
                 "// umbrella header exposes: derived from their @interface lines.",
                 "import Foundation", "import UIKit" if self.framework == "UIKit"
                 else "import AppKit", ""]
        for name in sorted(self.classes):
            header, line, superclass = self.classes[name]
            lines.append(f"#sourceLocation(file: {swift_quoted(header)}, line: {line})")
            lines.append(f"class {name}: {superclass} {{")
            lines.extend(self._members(self.methods.get(name, [])))
            lines.append("}")
        for name in sorted(self.categories):
            lines.append(f"extension {name} {{")
            lines.extend(self._members(self.categories[name]))
            lines.append("}")
        lines.append("#sourceLocation()")
        return "\n".join(lines) + "\n"

    @staticmethod
    def _members(methods):
        lines = []
        for header, line, declaration in methods:
            lines.append(f"#sourceLocation(file: {swift_quoted(header)}, line: {line})")
            lines.append("  " + declaration)
        return lines


def exposed_classes(headers, module, framework="UIKit"):
    """The classes the bridging headers and MODULE's umbrella header among HEADERS expose."""
    result = ObjectiveCClasses()
    result.framework = framework
    by_name = {}
    for header in headers:
        by_name.setdefault(os.path.basename(header), []).append(header)
    roots = [h for h in headers if h.endswith("-Bridging-Header.h")
             or os.path.basename(h) == f"{module}.h"]
    seen = set()
    queue = list(roots)
    while queue:
        header = queue.pop(0)
        if header in seen:
            continue
        seen.add(header)
        with open(header, encoding="utf-8", errors="replace") as handle:
            text = _without_comments(handle.read())
        for imported in IMPORT.findall(text):
            candidates = by_name.get(os.path.basename(imported), [])
            # The header beside the importing one first, as the preprocessor looks there first.
            candidates = sorted(candidates, key=lambda c: (os.path.dirname(c) != os.path.dirname(header), c))
            if candidates:
                queue.append(candidates[0])
        _read_interfaces(header, text, result)
    if roots:
        classes = ", ".join(result.class_names) or "none"
        result.notes.append(f"Objective-C: the classes {', '.join(roots)} expose(s) to Swift: "
                            f"{classes}")
    return result


def _without_comments(text):
    """TEXT with comments blanked out, newlines kept, so that offsets give the same lines."""
    def blank(match):
        return re.sub(r"[^\n]", " ", match.group())
    return re.sub(r"/\*.*?\*/|//[^\n]*", blank, text, flags=re.S)


def _read_interfaces(header, text, result):
    for match in INTERFACE.finditer(text):
        name, superclass, category = match.group(1), match.group(2), match.group(3)
        end = text.find("@end", match.end())
        body = text[match.end():end if end >= 0 else len(text)]
        line = text.count("\n", 0, match.start()) + 1
        nonnull = _assumes_nonnull(text, match.start())
        methods = []
        for method in METHOD.finditer(body):
            declaration = _swift_method(method.group(1), method.group(2), nonnull)
            if declaration:
                method_line = text.count("\n", 0, match.end() + method.start()) + 1
                methods.append((header, method_line, declaration))
        if superclass is not None:
            if name in result.classes:
                continue
            result.classes[name] = (header, line, superclass)
            result.methods.setdefault(name, []).extend(methods)
        elif methods:
            result.categories.setdefault(name, []).extend(methods)


def _assumes_nonnull(text, offset):
    begin = text.rfind("NS_ASSUME_NONNULL_BEGIN", 0, offset)
    end = text.rfind("NS_ASSUME_NONNULL_END", 0, offset)
    return begin > end


def _swift_type(objc, nonnull):
    """The Swift type of an Objective-C type, as the importer writes it."""
    words = objc.replace("*", " * ").split()
    nullable = any(w in ("nullable", "_Nullable", "__nullable") for w in words)
    explicit_nonnull = any(w in ("nonnull", "_Nonnull", "__nonnull") for w in words)
    words = [w for w in words if w not in (
        "nullable", "_Nullable", "__nullable", "nonnull", "_Nonnull", "__nonnull", "__kindof",
        "IBSegueAction", "const", "__strong", "__weak", "__unsafe_unretained")]
    pointer = "*" in words or (words and words[0] == "id")
    base = [w for w in words if w != "*"]
    name = re.sub(r"<.*", "", base[0]) if base else "Void"
    swift = PRIMITIVES.get(name, name)
    if not pointer:
        return swift
    if nullable:
        return swift + "?"
    if explicit_nonnull or nonnull:
        return swift
    return swift + "!"


def _camel_words(name):
    return re.findall(r"[a-z0-9]+|[A-Z]+(?=[A-Z][a-z]|\b|[0-9])|[A-Z][a-z0-9]*", name)


def _swift_method(return_type, selector, nonnull):
    """The Swift declaration of an unwind or segue action, or None for other methods."""
    pieces = PIECE.findall(selector)
    if not pieces:
        return None
    segue_action = "IBSegueAction" in return_type
    first_type = pieces[0][1].replace("*", "").split()
    first_type = [w for w in first_type if w not in ("nonnull", "nullable", "_Nonnull", "_Nullable")]
    first_type = first_type[0] if first_type else ""
    if "IBAction" in return_type and first_type in ("UIStoryboardSegue", "NSStoryboardSegue"):
        attribute, result = "@IBAction", ""
    elif (segue_action or first_type == "NSCoder") and not pieces[0][0].startswith("init"):
        attribute = "@IBSegueAction"
        result = " -> " + _swift_type(return_type, nonnull)
    else:
        return None
    base, first_label = _split_first_piece(pieces[0][0], pieces[0][1])
    parameters = []
    for index, (label, objc_type, name) in enumerate(pieces):
        label = first_label if index == 0 else label
        swift = _swift_type(objc_type, nonnull)
        parameters.append(f"{label} {name}: {swift}" if label != name else f"{name}: {swift}")
    body = "{}" if not result else '{ fatalError("declared in Objective-C") }'
    return f"{attribute} func {base}({', '.join(parameters)}){result} {body}"


def _split_first_piece(piece, objc_type):
    """The base name and first argument label the importer makes of the first selector piece:
    a trailing match of the parameter's type name is dropped, then the name is split before its
    last preposition (`unwindToAccounts:` gives `unwind(toAccounts:)`)."""
    words = _camel_words(piece)
    type_words = _camel_words(re.sub(r"^(UI|NS)", "", objc_type.replace("*", "").split()[-1]
                                     if objc_type.replace("*", "").split() else ""))
    for length in range(min(len(type_words), len(words) - 1), 0, -1):
        if [w.lower() for w in words[-length:]] == [w.lower() for w in type_words[-length:]]:
            words = words[:-length]
            break
    for index in range(len(words) - 1, 0, -1):
        if words[index].lower() in PREPOSITIONS:
            base = words[0] + "".join(words[1:index])
            label = words[index].lower() + "".join(words[index + 1:])
            return base, label
    return "".join(words), "_"
