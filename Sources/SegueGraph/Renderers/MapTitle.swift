/// The title of the HTML map: the files and folders given on the command line, by their last
/// path component, and how many storyboards they hold, such as `Segue graph — App (218
/// storyboards)`. It names inputs, not storyboards, so a large app's title stays one line.
package struct MapTitle: Sendable, Hashable, CustomStringConvertible {
  /// The names of the inputs, sorted and without repeats.
  package var inputs: [String]
  package var storyboardCount: Int

  /// At most this many inputs are named; the others are counted.
  static let namedInputs = 3

  package init(inputs: [String], storyboardCount: Int) {
    self.inputs = Array(Set(inputs)).sorted()
    self.storyboardCount = storyboardCount
  }

  /// A title for a graph drawn without the command line's inputs: the count alone.
  init(graph: NavigationGraph) {
    let storyboards = Set(graph.nodes.compactMap(\.path)).count
    self.init(inputs: [], storyboardCount: max(graph.clusters.count, storyboards))
  }

  package var description: String {
    var names = inputs.prefix(Self.namedInputs).joined(separator: ", ")
    if inputs.count > Self.namedInputs { names += " and \(inputs.count - Self.namedInputs) more" }
    let count = "\(storyboardCount) storyboard" + (storyboardCount == 1 ? "" : "s")
    return "Segue graph — " + (names.isEmpty ? count : "\(names) (\(count))")
  }
}
