import UIKit

/// The framework's own scene.
open class KitViewController: UIViewController {}
