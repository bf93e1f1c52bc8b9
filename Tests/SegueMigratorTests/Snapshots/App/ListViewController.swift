// swift-format-ignore-file
import UIKit
import SegueKit

let kDetailScene = "detail"

enum Route: String {
  case settings = "show-settings"
}

/// The list: every kind of call site `segue migrate` meets.
class ListViewController: UITableViewController {
  // Opens the detail; the comment after the call stays.
  @IBAction func open(_ sender: Any?) {
    performSegue(.showDetail, sender: sender)  // keep me
    self.performSegue(
      .showSettings,
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
    performSegue(.showDetail, sender: nil)
    performSegue(.showSettings, sender: nil)
    navigationController?.performSegue(withIdentifier: Segues.showDetail, sender: nil)
    let detail = StoryboardScene.Main.detail.instantiate()
    _ = detail
  }

  func scenes() {
    let detail = StoryboardScene.Main.detail.instantiate()
    let other = StoryboardScene.Other.initialScene.instantiate()
    let shared = StoryboardScene.Other.shared.instantiate()
    let ambiguous = storyboard?.instantiateViewController(withIdentifier: "shared") as! SharedViewController
    let uncast = StoryboardScene.Main.detail.instantiate() as UIViewController?
    let wrongType = storyboard!.instantiateViewController(withIdentifier: "detail") as! OtherViewController
    let main = StoryboardScene.Main.initialScene.instantiate()
    _ = (detail, other, shared, ambiguous, uncast, wrongType, main)
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if case .showDetail? = typedSegue(for: segue) {
      print("detail")
    }
    // A chain; its first statement's cast is the typed destination's, so it is bound.
    if case .showDetail(let detail)? = typedSegue(for: segue), sender != nil {
      print(detail)
    } else if case .showSettings? = typedSegue(for: segue) {
      // A cast to another class than the destination's stays as it is.
      let settings = segue.destination as! UIViewController
      print(settings)
    } else if segue.identifier == "noSuchSegue" {
      print("never")
    }
    // The comparison as a later clause of the condition: rewritten in its place.
    if let detail = segue.destination as? DetailViewController, case .showDetail? = typedSegue(for: segue) {
      print(detail)
    }
    // Not a condition clause: an argument stays.
    print(segue.identifier == "showDetail", sender == nil)
  }
}

/// The other shapes of `prepare(for:sender:)`: `switch` and `guard`.
final class SwitchingViewController: UITableViewController {
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    switch typedSegue(for: segue) {
    case .showDetail(let detail)?:
      print(detail)
    case .showSettings?, .showDetail?:
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
    guard case .showDetail(let detail)? = typedSegue(for: segue) else { return }
    print(detail)
  }
}

/// A switch on a name bound first: the switch is its only use, so the binding becomes a test.
final class BoundSwitchViewController: UITableViewController {
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    guard segue.identifier != nil else { return }
    switch typedSegue(for: segue) {
    case .showDetail?:
      print("detail")
    default:
      break
    }
  }
}

/// A subclass whose scenes are its superclass's: it calls the superclass's typed segue.
final class FilteredListViewController: ListViewController {
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if case .showSettings? = typedSegue(for: segue) {
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
    guard segue.identifier != nil else { return }
    switch typedSegue(for: segue) {
    case .showSettings?:
      print("settings")
    case .showSettings?, .showDetail?:
      print("either")
    default:
      break
    }
    if case .showDetail? = typedSegue(for: segue) {
      print("detail")
    }
  }
}
