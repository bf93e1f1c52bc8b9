import Foundation

// watchOS's UIKit holds colors, images and fonts, and no views, view controllers or segues: the
// module exists (`canImport(UIKit)` is true) but SegueKit's UIKit adapter must not be compiled.
open class UIColor: NSObject {
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
}
