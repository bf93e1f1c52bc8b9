import UIKit

final class HomeViewController: UIViewController {
  enum Segue: String {
    case ShowDetail
    case ShowDetial = "ShowDetial"
  }

  func openDetail() {
    performSegue(withIdentifier: Segue.ShowDetail.rawValue, sender: nil)
    performSegue(withIdentifier: showDetailSegue, sender: nil)
  }

  func openMisspelled() {
    performSegue(withIdentifier: Segue.ShowDetial.rawValue, sender: nil)
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == Segue.ShowDetail.rawValue { return }
  }
}
