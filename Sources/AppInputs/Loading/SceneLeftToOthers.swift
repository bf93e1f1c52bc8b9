/// A scene of a storyboard that a target builds but never loads, while another target that
/// builds the same storyboard loads it: what the target's classes say of it is that target's
/// to judge.
package struct SceneLeftToOthers: Sendable, Hashable {
  /// The storyboard file.
  package var path: String
  /// How reports name the scene: its controller's class or kind.
  package var name: String
  /// The lines the scene spans in the file, from its `<scene>` to the line before the next.
  package var lines: ClosedRange<Int>
  /// The targets that load it.
  package var loadedBy: [String]
}
