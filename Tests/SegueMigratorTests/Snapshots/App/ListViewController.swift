// swift-format-ignore-file
import UIKit
import SegueKit

let kDetailScene = "detail"

enum Route: String {
  case settings = "show-settings"
}

/// The list: every kind of call site `segue migrate` meets.
final class ListViewController: UITableViewController {
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
    if segue.identifier == "showDetail" {
      print("detail")
    }
  }
}
