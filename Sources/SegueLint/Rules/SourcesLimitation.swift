/// What every rule that reads `--sources` says about the limits of text scanning.
enum SourcesLimitation {
  static let text = """
    Needs `--sources`. The sources are scanned as text, not compiled: declarations in files \
    not given (frameworks, packages, pods outside the given folders), code generated at build \
    time, and names built at run time are not seen, and a declaration inside `#if false` or a \
    string still counts. The scan leans towards finding a declaration, so that it hides \
    findings rather than invents them.
    """
}
