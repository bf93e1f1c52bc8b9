/// A scene the exploration reached, with the shortest step list that shows it.
public struct ReachedScene: Sendable, Hashable {
  public var scene: SceneReference
  /// The steps from the exploration's start; empty for what the start shows.
  public var steps: [String]
  /// Where the exploration that reached it started: the launch, or a scene code opens.
  public var origin: SceneOrigin = .launch
  /// Where an AppKit user sees it at the end of the steps: `window 1`, `window 2`,
  /// `sheet on window 1`, `popover on window 2`, `modal window 3`; nil outside AppKit.
  public var shownIn: String? = nil
}
