// probe: uikit accepts
// The shapes of `@IBSegueAction` method UIKit calls (coder; coder and sender; coder, sender and
// segue identifier), returning a subclass or UIViewController itself, optional; and a custom
// UIStoryboardSegue overriding the initializer storyboards call and `perform()`.
import UIKit

final class ProbeDetailViewController: UIViewController {
  let item: String

  init?(coder: NSCoder, item: String) {
    self.item = item
    super.init(coder: coder)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class ProbeListViewController: UIViewController {
  @IBSegueAction func showDetail(_ coder: NSCoder) -> ProbeDetailViewController? {
    ProbeDetailViewController(coder: coder, item: "one")
  }

  @IBSegueAction func showDetail(_ coder: NSCoder, sender: Any?) -> ProbeDetailViewController? {
    ProbeDetailViewController(coder: coder, item: "two")
  }

  @IBSegueAction func showDetail(
    _ coder: NSCoder, sender: Any?, segueIdentifier: String?
  ) -> ProbeDetailViewController? {
    ProbeDetailViewController(coder: coder, item: segueIdentifier ?? "three")
  }

  @IBSegueAction func makeAny(coder: NSCoder) -> UIViewController? {
    UIViewController(coder: coder)
  }
}

final class ProbeFadeSegue: UIStoryboardSegue {
  override init(identifier: String?, source: UIViewController, destination: UIViewController) {
    super.init(identifier: identifier, source: source, destination: destination)
  }

  override func perform() {
    source.present(destination, animated: false)
  }
}
