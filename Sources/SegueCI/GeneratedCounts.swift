/// What a run compiled of the generated code, for its one-line report: the classes it extends
/// and its scene accessors.
package struct GeneratedCounts {
  /// The `extension Name: …SegueHandler…` lines.
  package let classes: Int
  /// The scene accessors this compile sees: a scene of GLKit or AVKit is declared twice, under
  /// `#if canImport(…)` and `#else`, and neither the stubs nor the reduced SDK have those
  /// frameworks, so only the `#else` one counts.
  package let scenes: Int

  package init(generated: String) {
    let lines = generated.split(separator: "\n", omittingEmptySubsequences: false)
    classes =
      lines.filter { line in
        let code = line.drop { $0 == " " }
        guard code.hasPrefix("extension "), let colon = code.firstRange(of: ": ") else {
          return false
        }
        return code[colon.upperBound...].contains("SegueHandler")
      }.count
    let twice = lines.filter {
      $0.first == " " && $0.drop { $0 == " " }.hasPrefix("#if canImport(")
    }
    .count
    scenes = SceneUsage.accessorCount(generated) - twice
  }
}
