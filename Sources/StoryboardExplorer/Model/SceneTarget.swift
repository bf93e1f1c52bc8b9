import NavigationCore

/// What a container holds or a container view embeds: a scene of the storyboards, or a stand-in
/// for one that cannot be instantiated (a reference outside the inputs, a missing destination).
package enum SceneTarget: Sendable, Hashable {
  /// The scene at this index of ``SimulatorModel/scenes``.
  case scene(Int)
  /// A stand-in controller named ``SimulatorModel/placeholders`` at this index.
  case placeholder(Int)
}

extension SceneTarget {
  /// The target as a ``NavigationTree`` node's tag: a scene's index, or -2 minus a
  /// placeholder's (the state key's encoding).
  package var tag: Int32 {
    switch self {
    case .scene(let index): Int32(truncatingIfNeeded: index)
    case .placeholder(let index): -2 - Int32(truncatingIfNeeded: index)
    }
  }

  /// The target a node's ``tag`` stands for.
  package init(tag: Int32) {
    self = tag >= 0 ? .scene(Int(tag)) : .placeholder(Int(-2 - tag))
  }
}
