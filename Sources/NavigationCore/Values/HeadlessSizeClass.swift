/// UIKit's horizontal `UIUserInterfaceSizeClass`.
public enum HeadlessSizeClass: Sendable, Hashable {
  /// iPhone in portrait, iPad in narrow multitasking.
  case compact
  /// iPad full screen.
  case regular
}
