// An NS_ENUM with the SDK's availability: page and form sheets and popovers do not exist on
// tvOS (before tvOS 26, which is newer than anything SegueKit can require), and the blurred
// full-screen style exists only there.
public enum UIModalPresentationStyle: Int, Sendable {
  case automatic = -2
  case none = -1
  case fullScreen = 0
  @available(tvOS, unavailable)
  case pageSheet = 1
  @available(tvOS, unavailable)
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  @available(tvOS, unavailable)
  case popover = 7
  @available(iOS, unavailable)
  case blurOverFullScreen = 8
}
