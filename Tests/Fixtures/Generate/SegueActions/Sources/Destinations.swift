import UIKit

class DetailViewController: UIViewController {}

final class SpecialDetailViewController: DetailViewController {}

/// A generic controller, as SwiftUI's UIHostingController is.
final class GenericHost<Content>: UIViewController {}

/// Declares a segue action its subclass ShapesViewController inherits.
class ShapesBaseViewController: UIViewController {
  @IBSegueAction func makeInherited(_ coder: NSCoder, sender: Any?) -> DetailViewController? {
    nil
  }
}
