import UIKit

/// Moved here from the app; the storyboard still says the app's target.
open class MovedViewController: UIViewController {}
