// An NS_ENUM: not frozen (the module is built with library evolution), so an exhaustive switch
// needs `@unknown default`, as in Xcode.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone = 0
  case pad = 1
  case tv = 2
  case carPlay = 3
  case mac = 5
  case vision = 6
}
