import UIKit

/// The class the storyboard names.
open class DetailViewController: UIViewController {}
