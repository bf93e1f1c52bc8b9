/// The storyboards code may open that lint of one target does not read: those the target
/// copies but the checkout lacks, those it copies but leaves to the targets that load them,
/// and those of other targets that compile the same file. A name of one of them in code is not
/// a storyboard that is missing.
package struct UnlintedStoryboards: Sendable, Hashable {
  /// The names of the storyboards the project lists for the target that are not on disk.
  package var missing: Set<String> = []
  /// The names of the storyboards the target copies but loads no scene of, judged only in the
  /// targets that load them: still in its bundle, so its code may name them.
  package var judgedElsewhere: Set<String> = []
  /// For a file other targets compile too, the names of their storyboards.
  package var ofTargetsSharingFile: [String: Set<String>] = [:]
  /// For a file other targets compile too, the storyboard identifiers of the scenes of those
  /// targets' storyboards (``ofTargetsSharingFile``), once they are parsed: code that may load
  /// one of those storyboards may instantiate one of them.
  package var identifiersOfTargetsSharingFile: [String: Set<String>] = [:]

  package init(missing: Set<String> = [], ofTargetsSharingFile: [String: Set<String>] = [:]) {
    self.missing = missing
    self.ofTargetsSharingFile = ofTargetsSharingFile
  }

  /// Whether code in the file at `path` may load the storyboard `name` from a storyboard lint
  /// does not read.
  package func mayName(_ name: String, inFileAt path: String) -> Bool {
    missing.contains(name) || judgedElsewhere.contains(name)
      || ofTargetsSharingFile[path]?.contains(name) == true
  }

  /// Whether code in the file at `path` may instantiate the scene `identifier` from another
  /// target's storyboard, which lint of this target does not read (OpenFind's Settings target
  /// compiles `ToolbarController.swift` and not `ToolbarContent.storyboard`, which the other
  /// targets that compile it copy): as with its name, the file may be run only there.
  package func mayHoldIdentifier(_ identifier: String, inFileAt path: String) -> Bool {
    identifiersOfTargetsSharingFile[path]?.contains(identifier) == true
  }
}
