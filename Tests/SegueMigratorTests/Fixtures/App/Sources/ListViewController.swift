// swift-format-ignore-file
import UIKit

let kDetailScene = "detail"

enum Route: String {
  case settings = "show-settings"
}

/// The list: every kind of call site `segue migrate` meets.
class ListViewController: UITableViewController {
  // Opens the detail; the comment after the call stays.
  @IBAction func open(_ sender: Any?) {
    performSegue(withIdentifier: "showDetail", sender: sender)  // keep me
    self.performSegue(
      withIdentifier: "show-settings",
      sender: nil)
  }

  func computed(_ name: String) {
    performSegue(withIdentifier: name, sender: nil)
    performSegue(withIdentifier: "noSuchSegue", sender: nil)
    navigationController?.performSegue(withIdentifier: "showDetail", sender: nil)
  }

  enum Segues {
    static let showDetail = "showDetail"
  }

  // The app's own constants name the same segues and scenes as the literals.
  func throughConstants() {
    performSegue(withIdentifier: Segues.showDetail, sender: nil)
    performSegue(withIdentifier: Route.settings.rawValue, sender: nil)
    navigationController?.performSegue(withIdentifier: Segues.showDetail, sender: nil)
    let detail = storyboard!.instantiateViewController(withIdentifier: kDetailScene) as! DetailViewController
    _ = detail
  }

  func scenes() {
    let detail = storyboard!.instantiateViewController(withIdentifier: "detail") as! DetailViewController
    let other = UIStoryboard(name: "Other", bundle: nil).instantiateInitialViewController() as! OtherViewController
    let shared = UIStoryboard(name: "Other", bundle: .main).instantiateViewController(withIdentifier: "shared") as! SharedViewController
    let ambiguous = storyboard?.instantiateViewController(withIdentifier: "shared") as! SharedViewController
    let uncast = storyboard?.instantiateViewController(withIdentifier: "detail")
    let wrongType = storyboard!.instantiateViewController(withIdentifier: "detail") as! OtherViewController
    let main = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()!
    _ = (detail, other, shared, ambiguous, uncast, wrongType, main)
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "showDetail" {
      print("detail")
    }
    // A chain; its first statement's cast is the typed destination's, so it is bound.
    if segue.identifier == "showDetail", sender != nil {
      let detail = segue.destination as! DetailViewController
      print(detail)
    } else if segue.identifier == "show-settings" {
      // A cast to another class than the destination's stays as it is.
      let settings = segue.destination as! UIViewController
      print(settings)
    } else if segue.identifier == "noSuchSegue" {
      print("never")
    }
    // The comparison as a later clause of the condition: rewritten in its place.
    if let detail = segue.destination as? DetailViewController, segue.identifier == "showDetail" {
      print(detail)
    }
    // Not a condition clause: an argument stays.
    print(segue.identifier == "showDetail", sender == nil)
  }
}

/// The other shapes of `prepare(for:sender:)`: `switch` and `guard`.
final class SwitchingViewController: UITableViewController {
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    switch segue.identifier {
    case "showDetail":
      let detail = segue.destination as! DetailViewController
      print(detail)
    case "show-settings"?, "showDetail":
      print("either")
    case nil:
      print("no identifier")
    default:
      break
    }
  }
}

final class GuardingViewController: UITableViewController {
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    guard segue.identifier == "showDetail" else { return }
    let detail = segue.destination as! DetailViewController
    print(detail)
  }
}

/// A switch on a name bound first: the switch is its only use, so the binding becomes a test.
final class BoundSwitchViewController: UITableViewController {
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    guard let identifier = segue.identifier else { return }
    switch identifier {
    case "showDetail":
      print("detail")
    default:
      break
    }
  }
}

/// A subclass whose scenes are its superclass's: it calls the superclass's typed segue.
final class FilteredListViewController: ListViewController {
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "show-settings" {
      print("settings")
    }
    super.prepare(for: segue, sender: sender)
  }
}

/// The app's constants beside literals: as `case` labels of a switch on a name bound first, and
/// compared with `==`.
final class ConstantSwitchViewController: ListViewController {
  private struct SegueNames {
    static let settings = "show-settings"
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    guard let identifier = segue.identifier else { return }
    switch identifier {
    case SegueNames.settings:
      print("settings")
    case Route.settings.rawValue, "showDetail":
      print("either")
    default:
      break
    }
    if segue.identifier == Segues.showDetail {
      print("detail")
    }
  }
}
