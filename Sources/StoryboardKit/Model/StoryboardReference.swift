/// Where a storyboard reference placeholder points
/// (`viewControllerPlaceholder` / `controllerPlaceholder`). Every attribute may be absent.
public struct StoryboardReference: Sendable, Hashable {
  /// `storyboardName`; absent means this same storyboard.
  public var storyboardName: String?
  /// `referencedIdentifier`; absent means the referenced storyboard's initial controller.
  public var referencedIdentifier: String?
  /// `bundleIdentifier`, for a storyboard in another bundle.
  public var bundleIdentifier: String?

  public init(
    storyboardName: String? = nil, referencedIdentifier: String? = nil,
    bundleIdentifier: String? = nil
  ) {
    self.storyboardName = storyboardName
    self.referencedIdentifier = referencedIdentifier
    self.bundleIdentifier = bundleIdentifier
  }
}
