extension RulesDocument {
  /// What docs/Rules.md says of `--sources`, modules and `--module`.
  static let sourcesSection = """

    ## Sources and modules

    The rules marked "needs `--sources`" compare the storyboards with the app's code, given as \
    Swift and Objective-C files or folders: `--sources App --sources Packages/CoreUI` (every \
    `.swift`, `.m`, `.h` and `.mm` file under them; `.build` folders are skipped). Each file \
    belongs to a module, which `custom-class-not-found` compares with the module a storyboard \
    looks for a class in:

    - a file in a Swift package target, `<package>/Sources/<Target>/…` beside \
    `<package>/Package.swift`, is module `<Target>` (characters that cannot be in an identifier \
    become `_`, as SwiftPM does; a target with a custom `path:` needs the mapping below);
    - `--sources NAME=DIR` puts everything under `DIR` (a folder or a file) in module `NAME`; \
    the most specific folder wins, so `--sources App=. --sources Packages` still finds the \
    package targets. A path whose name holds `=` is written `./a=b`;
    - any other file is in the app's module.

    A storyboard's module is found the same way from its path, so a storyboard inside a package \
    target looks for its `customModuleProvider="target"` classes in that target. The app's \
    module is named with `--module NAME` (as `segue generate --module`). Without it, each \
    storyboard of the app's module names it by the one `customModule` Interface Builder wrote \
    for its `customModuleProvider="target"` classes (the name of the target that builds it), \
    else by the one such name all those storyboards agree on; so `customModule="MyApp"` without \
    the provider is checked against the app's files. Classes whose `customModule` names \
    a module no source covers (a framework, a pod, a watch extension not mapped) are not \
    checked: map its folder with `NAME=DIR` to check it.

    ```sh
    segue lint App --sources App --sources Packages --module MyApp
    segue lint . --sources . --sources WatchExtension=WatchKitExtension
    ```

    Sources that declare no class at all while the storyboards name custom classes (an app \
    written in C#, or the wrong folder) give one warning on standard error, and the rules that \
    read them do not run; the summary line says so. Beside storyboards that name no custom \
    class (a SwiftUI app's launch screen) they miss nothing, and are read as any others.

    """
}
