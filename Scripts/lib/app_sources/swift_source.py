"""A Swift file as the typecheck needs it: its tokens (comments dropped, each string literal one
token), its imports, the types it declares and, for slicing, its top-level declarations."""

import bisect
import re

MODIFIERS = {
    "public", "private", "fileprivate", "internal", "package", "open", "final", "indirect",
    "static", "class", "override", "required", "convenience", "dynamic", "lazy", "weak",
    "unowned", "nonisolated", "mutating", "nonmutating", "optional", "distributed",
}
TYPE_KEYWORDS = {"class", "struct", "enum", "protocol", "actor", "extension", "typealias"}
# After `class`, these make it a modifier (`class func`), not a declaration.
NOT_A_CLASS_NAME = {
    "func", "var", "let", "subscript", "init", "deinit", "override", "static", "final",
    "private", "public", "fileprivate", "internal", "open", "required", "convenience",
}
IDENTIFIER = re.compile(r"[A-Za-z_$\u00c0-\uffff][A-Za-z0-9_$\u00c0-\uffff]*")


class Token:
    __slots__ = ("kind", "text", "start", "end")

    def __init__(self, kind, text, start, end):
        self.kind, self.text, self.start, self.end = kind, text, start, end

    def __repr__(self):
        return f"{self.kind}:{self.text}"


def swift_quoted(value):
    """VALUE as a Swift string literal."""
    escaped = value.replace("\\", "\\\\").replace('"', '\\"')
    escaped = "".join(c if 0x20 <= ord(c) < 0x7F or ord(c) > 0x9F else f"\\u{{{ord(c):X}}}"
                      for c in escaped)
    return f'"{escaped}"'


def _evaluate(tokens, can_import):
    """The value of an `#if` condition: `true`, `false`, `canImport(M)`, `!`, `&&`, `||` and
    parentheses; anything else (`DEBUG`, `swift(>=5)`, `targetEnvironment(…)`) is true."""
    position = 0

    def peek():
        return tokens[position].text if position < len(tokens) else None

    def take():
        nonlocal position
        position += 1
        return tokens[position - 1].text

    def primary():
        text = peek()
        if text is None:
            return True
        if text == "!":
            take()
            return not primary()
        if text == "(":
            take()
            value = disjunction()
            if peek() == ")":
                take()
            return value
        name = take()
        if peek() == "(":
            depth = 0
            argument = []
            while peek() is not None:
                part = take()
                depth += {"(": 1, ")": -1}.get(part, 0)
                if depth == 0:
                    break
                if part != "(" or depth > 1:
                    argument.append(part)
            if name == "canImport":
                return "".join(argument) in can_import
            return True
        return {"true": True, "false": False}.get(name, True)

    def conjunction():
        value = primary()
        while peek() == "&" and position + 1 < len(tokens) and tokens[position + 1].text == "&":
            take()
            take()
            value = primary() and value
        return value

    def disjunction():
        value = conjunction()
        while peek() == "|" and position + 1 < len(tokens) and tokens[position + 1].text == "|":
            take()
            take()
            value = conjunction() or value
        return value

    return disjunction()


def lex(text):
    """The tokens of TEXT: identifiers (keywords and backticked names too), `@attribute`s,
    `#directive`s, string literals (interpolations included), numbers and single punctuation
    characters; comments and whitespace are dropped."""
    tokens = []
    position = _lex_code(text, 0, tokens, None)
    assert position >= len(text)
    return tokens


def _lex_code(text, i, tokens, closing):
    """Lexes code from I until an unmatched `closing` parenthesis (for an interpolation) or the
    end; returns the position after it."""
    depth = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c in " \t\r\n\f\v":
            i += 1
        elif text.startswith("//", i):
            end = text.find("\n", i)
            i = n if end < 0 else end
        elif text.startswith("/*", i):
            i = _skip_block_comment(text, i)
        elif c == '"' or (c == "#" and re.match(r"#+\"", text[i:i + 64])):
            start = i
            i = _skip_string(text, i)
            tokens.append(Token("string", text[start:i], start, i))
        elif c == "`":
            end = text.find("`", i + 1)
            end = n - 1 if end < 0 else end
            tokens.append(Token("ident", text[i + 1:end], i, end + 1))
            i = end + 1
        elif c in "@#":
            match = IDENTIFIER.match(text, i + 1)
            if match:
                kind = "attr" if c == "@" else "directive"
                tokens.append(Token(kind, c + match.group(), i, match.end()))
                i = match.end()
            else:
                tokens.append(Token("punct", c, i, i + 1))
                i += 1
        elif c.isdigit():
            match = re.compile(r"[0-9][0-9A-Za-z_.]*").match(text, i)
            tokens.append(Token("number", match.group(), i, match.end()))
            i = match.end()
        else:
            match = IDENTIFIER.match(text, i)
            if match:
                tokens.append(Token("ident", match.group(), i, match.end()))
                i = match.end()
                continue
            if closing is not None:
                if c == "(":
                    depth += 1
                elif c == ")":
                    if depth == 0:
                        return i + 1
                    depth -= 1
            tokens.append(Token("punct", c, i, i + 1))
            i += 1
    return i


def _skip_block_comment(text, i):
    depth = 0
    n = len(text)
    while i < n:
        if text.startswith("/*", i):
            depth += 1
            i += 2
        elif text.startswith("*/", i):
            depth -= 1
            i += 2
            if depth == 0:
                return i
        else:
            i += 1
    return n


def _skip_string(text, i):
    """The position after the string literal (raw, multi-line or plain) starting at I."""
    hashes = 0
    while text[i] == "#":
        hashes += 1
        i += 1
    multiline = text.startswith('"""', i)
    quote = '"""' if multiline else '"'
    i += len(quote)
    terminator = quote + "#" * hashes
    escape = "\\" + "#" * hashes
    n = len(text)
    while i < n:
        if text.startswith(terminator, i):
            return i + len(terminator)
        if text.startswith(escape, i):
            i += len(escape)
            if i < n and text[i] == "(":
                i = _lex_code(text, i + 1, [], ")")
            else:
                i += 1
            continue
        if text[i] == "\n" and not multiline:
            return i
        i += 1
    return n


class Declaration:
    """A top-level type or extension: KIND, NAME, where it starts (its attributes and
    modifiers included), where its `{` is and where its body ends; its inherited types; and,
    for slicing, its `@IBSegueAction` / `@IBAction` members as (start, signature end)."""

    def __init__(self, kind, name, start, name_end, brace, end, inherited, members):
        self.kind, self.name, self.start, self.brace, self.end = kind, name, start, brace, end
        # Where the name (with its generic parameters) ends.
        self.name_end = name_end
        self.inherited = inherited
        self.members = members


PLATFORM_NAMES = {"iOS": {"iOS"}, "tvOS": {"tvOS"}, "macOS": {"macOS", "OSX"}}
CONDITION_LINE = re.compile(r"^([ \t]*#(?:if|elseif)[ \t].*)$", re.M)


def as_platform(text, platform):
    """TEXT as PLATFORM's compiler reads it: in `#if` and `#elseif` lines, `os(PLATFORM)` is
    true and every other `os(…)` false (Linux is none of them); padded, so columns stay."""
    def replace(match):
        name = match.group(1)
        value = "true" if name in PLATFORM_NAMES.get(platform, ()) else "false"
        return value.ljust(len(match.group()))
    return CONDITION_LINE.sub(lambda line: re.sub(r"\bos\(\s*(\w+)\s*\)", replace, line.group()),
                              text)


class SwiftFile:
    """A Swift file as PLATFORM's compiler reads it; its tokens are those of the active
    branches of its `#if`s (a condition it cannot decide, such as `DEBUG`, counts as true).
    CAN_IMPORT: the modules `canImport(…)` finds."""

    def __init__(self, path, text, platform=None, can_import=()):
        self.path = path
        self.text = as_platform(text, platform) if platform else text
        self.can_import = set(can_import)
        self.tokens = self._active(lex(self.text))
        self._lines = [i for i, c in enumerate(text) if c == "\n"]
        self._declarations = None

    def _active(self, tokens):
        """TOKENS without the conditional-compilation lines and the inactive branches."""
        active = []
        stack = []  # (a branch was taken, this branch is active) per open #if
        index = 0
        while index < len(tokens):
            token = tokens[index]
            if token.kind == "directive" and token.text in ("#if", "#elseif", "#else", "#endif"):
                end_of_line = self.text.find("\n", token.start)
                end_of_line = len(self.text) if end_of_line < 0 else end_of_line
                condition = []
                index += 1
                while index < len(tokens) and tokens[index].start < end_of_line:
                    condition.append(tokens[index])
                    index += 1
                if token.text == "#if":
                    value = _evaluate(condition, self.can_import)
                    stack.append((value, value))
                elif token.text == "#elseif" and stack:
                    taken = stack[-1][0]
                    value = not taken and _evaluate(condition, self.can_import)
                    stack[-1] = (taken or value, value)
                elif token.text == "#else" and stack:
                    stack[-1] = (True, not stack[-1][0])
                elif token.text == "#endif" and stack:
                    stack.pop()
                continue
            if all(branch[1] for branch in stack):
                active.append(token)
            index += 1
        return active

    def line_of(self, offset):
        """The 1-based line of OFFSET."""
        return bisect.bisect_right(self._lines, offset - 1) + 1

    def imports(self):
        """(module, token) for each `import` of the file."""
        found = []
        tokens = self.tokens
        for index, token in enumerate(tokens):
            if token.kind != "ident" or token.text != "import":
                continue
            if index > 0 and tokens[index - 1].text == ".":
                continue
            following = index + 1
            if following < len(tokens) and tokens[following].text in (
                    TYPE_KEYWORDS | {"func", "var", "let"}) - {"extension"}:
                following += 1
            if following < len(tokens) and tokens[following].kind == "ident":
                found.append((tokens[following].text, token))
        return found

    def imported_modules(self):
        return {module for module, _ in self.imports()}

    def declared_types(self):
        """The names of the types the file declares, nested ones too."""
        names = set()
        tokens = self.tokens
        for index, token in enumerate(tokens[:-1]):
            if token.kind != "ident" or token.text not in TYPE_KEYWORDS - {"extension"}:
                continue
            # `a.class`, and `import class UIKit.UIApplication`, which declares nothing.
            if index > 0 and tokens[index - 1].text in (".", "import"):
                continue
            name = tokens[index + 1]
            if name.kind != "ident" or (token.text == "class" and name.text in NOT_A_CLASS_NAME):
                continue
            names.add(name.text)
        return names

    def without_outlets(self):
        """The text with every `@IBOutlet` attribute blanked out (columns kept)."""
        text = self.text
        pieces = []
        last = 0
        for token in self.tokens:
            if token.kind == "attr" and token.text == "@IBOutlet":
                pieces.append(text[last:token.start])
                pieces.append(" " * (token.end - token.start))
                last = token.end
        pieces.append(text[last:])
        return "".join(pieces)

    def top_level_declarations(self):
        """The types and extensions declared at the top level of the file (read once)."""
        if self._declarations is None:
            self._declarations = self._read_declarations()
        return self._declarations

    def _read_declarations(self):
        tokens = self.tokens
        declarations = []
        depth = 0
        index = 0
        while index < len(tokens):
            token = tokens[index]
            if token.text == "{" and token.kind == "punct":
                depth += 1
            elif token.text == "}" and token.kind == "punct":
                depth -= 1
            elif (depth == 0 and token.kind == "ident" and token.text in TYPE_KEYWORDS
                  and (index == 0 or tokens[index - 1].text not in (".", "import"))):
                declaration, index = self._declaration(index)
                if declaration is not None:
                    declarations.append(declaration)
                    continue
            index += 1
        return declarations

    def _declaration(self, index):
        """The declaration whose keyword is at INDEX, and the index after it; (None, INDEX + 1)
        when it is not one."""
        tokens = self.tokens
        keyword = tokens[index].text
        if index + 1 >= len(tokens) or tokens[index + 1].kind != "ident":
            return None, index + 1
        if keyword == "class" and tokens[index + 1].text in NOT_A_CLASS_NAME:
            return None, index + 1
        start = self._attributes_start(index)
        position = index + 1
        name = tokens[position].text
        position += 1
        while (keyword == "extension" and position + 1 < len(tokens)
               and tokens[position].text == "." and tokens[position + 1].kind == "ident"):
            name += "." + tokens[position + 1].text
            position += 2
        if keyword == "typealias":
            end = position
            while end < len(tokens) and tokens[end].start < self._end_of_line(tokens[index].start):
                end += 1
            last = tokens[end - 1].end
            return Declaration(keyword, name, start, last, last, last, [], []), end
        inherited = []
        current = []
        angle = 0
        if position < len(tokens) and tokens[position].text == "<":
            angle = 1
            position += 1
            while position < len(tokens) and angle > 0:
                angle += {"<": 1, ">": -1}.get(tokens[position].text, 0)
                position += 1
        name_end = tokens[position - 1].end
        colon = position < len(tokens) and tokens[position].text == ":"
        if colon:
            position += 1
        while position < len(tokens) and tokens[position].text not in ("{", "where"):
            text = tokens[position].text
            angle += {"<": 1, ">": -1}.get(text, 0)
            if text == "," and angle == 0:
                inherited.append(current)
                current = []
            elif colon:
                current.append(tokens[position])
            position += 1
        if current:
            inherited.append(current)
        while position < len(tokens) and tokens[position].text != "{":
            position += 1
        if position >= len(tokens):
            return None, index + 1
        brace = position
        members, end = self._body(brace)
        inherited_text = [self.text[group[0].start:group[-1].end] for group in inherited if group]
        declaration = Declaration(keyword, name, start, name_end, tokens[brace].start,
                                  tokens[end - 1].end, inherited_text, members)
        return declaration, end

    def _end_of_line(self, offset):
        end = self.text.find("\n", offset)
        return len(self.text) if end < 0 else end

    def _attributes_start(self, index):
        """Where the attributes and modifiers before the token at INDEX begin."""
        tokens = self.tokens
        start = tokens[index].start
        position = index - 1
        while position >= 0:
            token = tokens[position]
            if token.text == ")":
                depth = 0
                opening = position
                while opening >= 0:
                    depth += {")": 1, "(": -1}.get(tokens[opening].text, 0)
                    if depth == 0:
                        break
                    opening -= 1
                before = tokens[opening - 1] if opening > 0 else None
                if before is None or not (before.kind == "attr" or before.text in MODIFIERS):
                    break
                position = opening - 1
                start = before.start
                position -= 1
                continue
            if token.kind == "attr" or (token.kind == "ident" and token.text in MODIFIERS):
                start = token.start
                position -= 1
                continue
            break
        return start

    def _body(self, brace):
        """The `@IBSegueAction` and `@IBAction` members of the body opening at token BRACE, and
        the index after its closing brace."""
        tokens = self.tokens
        members = []
        depth = 0
        position = brace
        while position < len(tokens):
            token = tokens[position]
            if token.kind == "punct" and token.text == "{":
                depth += 1
            elif token.kind == "punct" and token.text == "}":
                depth -= 1
                if depth == 0:
                    return members, position + 1
            elif (depth == 1 and token.kind == "attr"
                  and token.text in ("@IBSegueAction", "@IBAction")):
                start = self._attributes_start(position + 1)
                scan = position
                while scan < len(tokens) and tokens[scan].text != "func":
                    scan += 1
                while scan < len(tokens) and tokens[scan].text not in ("{", "}"):
                    scan += 1
                if scan < len(tokens) and tokens[scan].text == "{":
                    members.append((start, tokens[scan].start))
                    position = scan
                    continue
            position += 1
        return members, len(tokens)
