"""A usage file for the generated `StoryboardScene`: every accessor instantiated and checked to
have exactly the type the generator decided for its scene, so that a wrongly typed accessor fails
to compile, and a type that does not exist where the code is compiled fails too.

Which type a scene has is the generator's answer: `segue generate --stub-classes DIR` writes it
to DIR/scenes.tsv from its model (one accessor a line: its path, `initial` or `scene`, the type;
for a scene typed under `#if canImport(M)`, M and the type there). This file decides nothing
about classes, modules or storyboards; of the generated file it reads only the imports, and
counts the accessors, so that none goes unchecked."""

import re

IMPORTS = re.compile(r"^import \S+$|^#if canImport\((\w+)\)\n\s*import \1\n#endif$", re.M)


def scene_usage(generated, scenes):
    """The usage file's text ("" when the generated code has no scenes), from the generated
    file's text and the lines of scenes.tsv; SystemExit when the generated file has accessors
    scenes.tsv does not list, or the other way round."""
    rows = [line.rstrip("\n").split("\t") for line in scenes if line.strip()]
    # `SegueKit.SceneType` where the app declares a SceneType of its own.
    written = len(re.findall(r": (?:SegueKit\.)?(?:Initial)?SceneType<", generated))
    # A scene typed under `#if canImport(M)` is written twice.
    listed = sum(1 if len(row) == 3 else 2 for row in rows)
    if written != listed:
        raise SystemExit(f"error: the generated file has {written} scene accessor(s), the "
                         f"generator's scenes.tsv lists {listed}")
    if not rows:
        return ""
    start = generated.find("enum StoryboardScene")
    imports = [m.group() for m in IMPORTS.finditer(generated[:start])]
    lines = ["// Instantiates every scene with the type the generator decided for it",
             "// (Scripts/typecheck-generated); `scene(_:is:)` fails unless the accessor has",
             "// that very type.", ""]
    lines += imports
    # A standalone file (--standalone) declares its scene types, nested in StoryboardScene.
    types = "StoryboardScene." if "struct SceneType<" in generated else "SegueKit."
    lines += ["", "@MainActor private enum TypecheckSceneUsage {",
              f"  static func scene<C>(_ scene: {types}SceneType<C>, is type: C.Type) {{}}",
              f"  static func initialScene<C>(_ scene: {types}InitialSceneType<C>, is type: C.Type) {{}}",
              "",
              "  static func useEveryScene() {"]

    def use(path, kind, type_, indent="    "):
        check = "initialScene" if kind == "initial" else "scene"
        return [f"{indent}let _: {type_} = {path}.instantiate()",
                f"{indent}{check}({path}, is: {type_}.self)"]

    for row in rows:
        path, kind, type_ = row[:3]
        if len(row) == 3:
            lines += use(path, kind, type_)
        else:
            module, imported = row[3:5]
            lines.append(f"    #if canImport({module})")
            lines += use(path, kind, imported, "      ")
            lines.append("    #else")
            lines += use(path, kind, type_, "      ")
            lines.append("    #endif")
    lines += ["  }", "}"]
    return "\n".join(lines) + "\n"
