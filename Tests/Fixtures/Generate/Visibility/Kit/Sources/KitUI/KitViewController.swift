import UIKit

/// The storyboard names this module for it.
open class KitViewController: UIViewController {}
