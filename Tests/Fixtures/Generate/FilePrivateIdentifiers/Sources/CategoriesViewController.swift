import UIKit

fileprivate enum SegueIdentifier: String {
  case editCategory = "EditCategory"
}

final class CategoriesViewController: UIViewController {
  func edit() {
    performSegue(withIdentifier: SegueIdentifier.editCategory.rawValue, sender: nil)
  }
}
