import UIKit

/// Every shape UIKit accepts for an @IBSegueAction, as apps write them.
final class ShapesViewController: ShapesBaseViewController {
  @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> DetailViewController? {
    DetailViewController(coder: coder)
  }

  /// Xcode's own stub returns the base class.
  @IBSegueAction func makeDetailAsBase(_ coder: NSCoder, sender: Any?) -> UIViewController? {
    DetailViewController(coder: coder)
  }

  @IBSegueAction func makeDetailNonOptional(_ coder: NSCoder, sender: Any?)
    -> DetailViewController
  {
    DetailViewController(coder: coder) ?? DetailViewController()
  }

  @IBSegueAction func makeDetailSubclass(_ coder: NSCoder, sender: Any?)
    -> SpecialDetailViewController!
  {
    SpecialDetailViewController(coder: coder)
  }

  @IBSegueAction func makeDetailLenient(_ coder: NSCoder?, sender: Any) -> UIViewController {
    UIViewController()
  }

  @IBSegueAction func makeFromCoder(_ coder: NSCoder) -> DetailViewController? {
    DetailViewController(coder: coder)
  }

  @IBSegueAction func makeLabelled(coder: NSCoder) -> Optional<DetailViewController> {
    DetailViewController(coder: coder)
  }

  @IBSegueAction func makeThree(_ coder: NSCoder, sender: Any?, segueIdentifier: String?)
    -> DetailViewController?
  {
    DetailViewController(coder: coder)
  }

  @IBSegueAction func makeThreeLabels(coder: NSCoder, sender: Any?, segueIdentifier: String!)
    -> UIViewController?
  {
    DetailViewController(coder: coder)
  }

  @IBSegueAction func makeNavigation(_ coder: NSCoder, sender: Any?) -> UINavigationController? {
    UINavigationController(coder: coder)
  }

  @IBSegueAction func makeHosting(_ coder: NSCoder) -> GenericHost<Int>? {
    GenericHost(coder: coder)
  }

  /// Exported as `makeWith:`, the selector the storyboard names; only `--sources` knows this
  /// spelling.
  @IBSegueAction func make(with coder: NSCoder) -> DetailViewController? {
    DetailViewController(coder: coder)
  }
}
