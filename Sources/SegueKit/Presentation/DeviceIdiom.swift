/// The kind of device, as far as presentation choices care (UIKit's `UIUserInterfaceIdiom`).
public enum DeviceIdiom: Sendable, Hashable {
  /// iPhone and iPod touch.
  case phone
  /// iPad.
  case pad
  /// Any other idiom (Mac, TV, CarPlay, vision).
  case other
}
