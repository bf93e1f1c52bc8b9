/// What every rule that reads `--sources` says about the limits of text scanning.
enum SourcesLimitation {
  static let text = """
    Needs `--sources`. The sources are scanned as text, not compiled: declarations in files \
    not given (frameworks, packages, pods outside the given folders), code generated at build \
    time, and names built at run time are not seen, and a declaration in a string still \
    counts. Swift's `#if` conditions are read for the platforms of the linted storyboards (code \
    under `#if os(iOS)` does not count for a Mac storyboard) with `canImport`, \
    `targetEnvironment`, `!`, `&&`, `||` and `#elseif` / `#else`; a condition that cannot be \
    decided, such as `DEBUG` without the target's settings, takes both branches. Objective-C's \
    `#if`, `#ifdef`, `#ifndef`, `#elif` and `#else` are read the same way, with the \
    `TARGET_OS_*` macros (`TARGET_OS_MAC` holds on iOS too), `defined`, `0` and `1`, and the \
    macros of the target's `GCC_PREPROCESSOR_DEFINITIONS` (a macro that only another target's \
    settings define is not defined in this one); other macros, which headers may define, take \
    both branches. The scan leans towards finding a declaration, so that it hides findings \
    rather than invents them.
    """
}
