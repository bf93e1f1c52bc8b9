import Foundation

@preconcurrency @MainActor open class UITraitCollection: NSObject {
  open var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError("stub") }
}

public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone = 0
  case pad = 1
  case tv = 2
  case carPlay = 3
  case mac = 5
  case vision = 6
}

public enum UIModalPresentationStyle: Int, Sendable {
  case automatic = -2
  case none = -1
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
}
