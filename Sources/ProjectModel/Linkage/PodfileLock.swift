import StoryboardKit

/// The pods a `Podfile.lock` lists under `PODS:`: their top-level names (a subspec such as
/// `AFNetworking/UIKit` counts as its pod). A line of that section it cannot read is a warning
/// naming the file and line; the rest is read.
struct PodfileLock {
  /// The pods, sorted, each once.
  var pods: [String] = []
  var warnings: [Diagnostic] = []

  init(path: String, text: String) {
    var names = Set<String>()
    var inPods = false
    var sawPods = false
    // Any line break: a checkout with CRLF endings reads the same.
    for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .enumerated()
    {
      if !line.hasPrefix(" "), !line.isEmpty {
        inPods = line == "PODS:"
        sawPods = sawPods || inPods
        continue
      }
      guard inPods, !String(line).trimmingWhitespace().isEmpty else { continue }
      if line.hasPrefix("    - ") { continue }  // what a pod depends on
      guard line.hasPrefix("  - "), let name = Self.name(line.dropFirst(4)) else {
        warnings.append(
          Diagnostic(
            path: path, location: TextLocation(line: index + 1, column: 1), severity: .warning,
            message: "This line of the PODS list is not '  - Name (version)'; it is left out."))
        continue
      }
      names.insert(name)
    }
    if !sawPods {
      warnings.append(
        Diagnostic(
          path: path, location: TextLocation(line: 1, column: 1), severity: .warning,
          message: "This Podfile.lock has no PODS list; the pods it installs are unknown."))
    }
    pods = names.sorted()
  }

  /// `Name` of `Name (1.0):`, `"Name (1.0)"` or `Name/Subspec (1.0)`.
  private static func name(_ entry: Substring) -> String? {
    var text = Substring(String(entry).trimmingWhitespace())
    if text.hasPrefix("\"") { text = text.dropFirst() }
    guard let space = text.firstIndex(of: " "), text[space...].hasPrefix(" (") else {
      return nil
    }
    let name = text[..<space].split(separator: "/").first.map(String.init) ?? ""
    return name.isEmpty ? nil : name
  }
}
