"""A storyboard's custom class read the way Swift code refers to it, as StoryboardKit's
ClassReference reads it: its Swift name, the module that declares it, whether it is in the target
that builds the storyboard, and whether it is a Swift mangled name (decoded or not)."""

from swift_identifier import is_valid


def demangled(mangled):
    """(module, [type names from the outermost in]) of a Swift class's runtime name in the old
    mangling, such as `_TtC5MyApp14ViewController` or `_TtCC5MyApp5Outer5Inner`; None when it is
    not a class name in that form (private discriminators, generic arguments, punycode)."""
    if not mangled.startswith("_Tt"):
        return None
    rest = mangled[3:]
    kinds = len(rest) - len(rest.lstrip("CVO"))
    if not kinds or rest[0] != "C":
        return None
    rest = rest[kinds:]
    names = []
    while rest:
        digits = len(rest) - len(rest.lstrip("0123456789"))
        if not digits or int(rest[:digits]) == 0:
            return None
        length = int(rest[:digits])
        name = rest[digits:digits + length]
        if len(name) != length or not name.isascii():
            return None
        names.append(name)
        rest = rest[digits + length:]
    # The module, then one name per type letter.
    if len(names) != kinds + 1:
        return None
    return names[0], names[1:]


class ClassReference:
    """The custom class of a controller or segue; `of` gives None when it has none."""

    def __init__(self, custom_class, custom_module, provider):
        self.custom_class = custom_class
        self.in_current_target = provider == "target"
        self.module = custom_module or None
        self.name = custom_class
        self.mangling = "none"
        if custom_class.startswith("_Tt"):
            decoded = demangled(custom_class)
            if decoded:
                self.module, names = decoded
                self.name = ".".join(names)
                self.mangling = "decoded"
            else:
                self.mangling = "undecodable"

    @classmethod
    def of(cls, element):
        """The reference of a controller or segue of `segue dump` (or the attributes of its XML
        element); None without a custom class."""
        custom = element.get("customClass")
        if not custom:
            return None
        return cls(custom, element.get("customModule"), element.get("customModuleProvider"))

    @property
    def innermost(self):
        """The name the sources record the class by: `Outer.Inner` gives `Inner`."""
        return self.name.split(".")[-1]

    @property
    def nameable(self):
        """Whether Swift code can name the class: an identifier, not an undecodable mangled name
        (a nested class's `Outer.Inner` is not one)."""
        return self.mangling != "undecodable" and is_valid(self.name)
