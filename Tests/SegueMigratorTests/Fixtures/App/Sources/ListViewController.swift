// swift-format-ignore-file
import UIKit

let kDetailScene = "detail"

enum Route: String {
  case settings = "show-settings"
}

/// The list: every kind of call site `segue migrate` meets.
final class ListViewController: UITableViewController {
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
  }
}
