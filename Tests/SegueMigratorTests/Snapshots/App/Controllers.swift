import UIKit

final class DetailViewController: UIViewController {
  func back() {
    // Detail starts no identified segue: nothing is generated for it.
    performSegue(withIdentifier: "showDetail", sender: nil)
  }
}

final class SettingsViewController: UIViewController {}
final class OtherViewController: UIViewController {}
final class SharedViewController: UIViewController {}
