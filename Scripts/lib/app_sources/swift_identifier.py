"""Which names Swift code can write as identifiers: the lexical rules of The Swift Programming
Language (the characters that may start or continue an identifier), invisible format characters
refused, reserved words written in backticks, and the few names backticks do not make usable."""

import unicodedata

# The code points that may start an identifier, as inclusive ranges.
HEAD = [
    (0x41, 0x5A), (0x61, 0x7A), (0x5F, 0x5F), (0xA8, 0xA8), (0xAA, 0xAA), (0xAD, 0xAD),
    (0xAF, 0xAF), (0xB2, 0xB5), (0xB7, 0xBA), (0xBC, 0xBE), (0xC0, 0xD6), (0xD8, 0xF6),
    (0xF8, 0xFF), (0x100, 0x2FF), (0x370, 0x167F), (0x1681, 0x180D), (0x180F, 0x1DBF),
    (0x1E00, 0x1FFF), (0x200B, 0x200D), (0x202A, 0x202E), (0x203F, 0x2040), (0x2054, 0x2054),
    (0x2060, 0x206F), (0x2070, 0x20CF), (0x2100, 0x218F), (0x2460, 0x24FF), (0x2776, 0x2793),
    (0x2C00, 0x2DFF), (0x2E80, 0x2FFF), (0x3004, 0x3007), (0x3021, 0x302F), (0x3031, 0x303F),
    (0x3040, 0xD7FF), (0xF900, 0xFD3D), (0xFD40, 0xFDCF), (0xFDF0, 0xFE1F), (0xFE30, 0xFE44),
    (0xFE47, 0xFFFD),
]
# The code points that may continue one, besides those that may start it.
CONTINUATION = [(0x30, 0x39), (0x300, 0x36F), (0x1DC0, 0x1DFF), (0x20D0, 0x20FF), (0xFE20, 0xFE2F)]
KEYWORDS = {
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol",
    "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
    "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
    "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false",
    "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
}
UNUSABLE = {"_", "self", "Self", "init", "deinit", "subscript", "Type", "Protocol"}


def _within(value, ranges):
    return any(low <= value <= high for low, high in ranges)


def _is_head(character):
    value = ord(character)
    if _within(value, HEAD):
        return True
    # Each plane above the first, except its last two code points.
    return 0x10000 <= value <= 0xEFFFD and (value & 0xFFFF) <= 0xFFFD


def is_valid(name):
    """Whether NAME can be written as a Swift identifier (in backticks when it is a keyword)."""
    if not name or not _is_head(name[0]):
        return False
    if not all(_is_head(c) or _within(ord(c), CONTINUATION) for c in name[1:]):
        return False
    visible = all(ord(c) < 0x80 or unicodedata.category(c) != "Cf" for c in name)
    return visible and name not in UNUSABLE


def escaped(name):
    """NAME as code writes it: in backticks when it is a keyword."""
    return f"`{name}`" if name in KEYWORDS else name
