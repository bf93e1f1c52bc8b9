// swift-format-ignore-file
import UIKit
import SegueKit

/// Calls on another object than self: rewritten where the function binds the name by a cast
/// to a class with typed segues, in a scope the call is inside.
extension SettingsViewController {
  func open(from controller: UIViewController?) {
    if let list = controller as? ListViewController {
      list.performSegue(.showDetail, sender: nil)
    }
    guard let switching = controller?.children.first as? SwitchingViewController else { return }
    switching.performSegue(.showSettings, sender: nil)
    let guarding = controller as! GuardingViewController
    guarding.performSegue(.showDetail, sender: nil)
    let declared: ListViewController = ListViewController()
    declared.performSegue(.showDetail, sender: nil)
  }

  func afterTheBranch(_ list: UIViewController) {
    if let list = list as? ListViewController {
      print(list)
    }
    // The parameter, not the binding whose branch has ended: left.
    list.performSegue(withIdentifier: "showDetail", sender: nil)
  }

  func inAClosure(_ controllers: [UIViewController]) {
    guard let list = controllers.first as? ListViewController else { return }
    print(list)
    // The closure's parameter shadows the binding: left.
    controllers.forEach { list in list.performSegue(withIdentifier: "showDetail", sender: nil) }
  }
}

/// A name bound to the identifier and only compared: each comparison is rewritten and the
/// binding becomes a test.
final class BoundComparisonViewController: ListViewController {
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    guard segue.identifier != nil else { return }
    if case .showDetail(let detail)? = typedSegue(for: segue) {
      print(detail)
    } else if case .showSettings? = typedSegue(for: segue) {
      print("settings")
    }
  }
}

/// A name bound to the identifier and used otherwise too: left whole.
final class BoundAndPrintedViewController: ListViewController {
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    guard let identifier = segue.identifier else { return }
    print(identifier)
    if identifier == "showDetail" {
      print("detail")
    }
  }
}

/// A parameter, or a stored property the type declares, of a class with typed segues: outside
/// the main actor the typed call would not compile, so it is left.
final class Router {
  weak var list: ListViewController!
  var maybe: ListViewController?

  func open(in guarding: GuardingViewController) {
    guarding.performSegue(withIdentifier: "showDetail", sender: nil)
    list.performSegue(withIdentifier: "show-settings", sender: nil)
    maybe?.performSegue(withIdentifier: "showDetail", sender: nil)
  }

  func shadowed(list: UIViewController) {
    // The parameter hides the property: left.
    list.performSegue(withIdentifier: "showDetail", sender: nil)
  }
}

/// The same on the main actor: rewritten.
@MainActor final class MainRouter {
  weak var list: ListViewController!

  func open(in guarding: GuardingViewController) {
    guarding.performSegue(.showDetail, sender: nil)
    list.performSegue(.showSettings, sender: nil)
  }
}

/// A view is on the main actor too.
final class MarkerView: UIView {
  func open(in list: ListViewController) {
    list.performSegue(.showDetail, sender: nil)
  }
}

/// A scene cast to `Self` in its own class: the same dynamic cast after the typed call.
extension DetailViewController {
  static func make() -> Self {
    let main = UIStoryboard(name: "Main", bundle: nil)
    guard let detail = StoryboardScene.Main.detail.instantiate() as? Self else {
      fatalError("no detail scene")
    }
    return detail
  }
}

/// A closure's weak self bound again (`guard let strongSelf = self`) is the enclosing class.
extension SwitchingViewController {
  func later(_ run: (() -> Void) -> Void) {
    run { [weak self] in
      guard let strongSelf = self else { return }
      strongSelf.performSegue(.showDetail, sender: nil)
    }
  }
}
