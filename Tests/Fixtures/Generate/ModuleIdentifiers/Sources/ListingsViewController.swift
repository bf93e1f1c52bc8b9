import UIKit

/// Names the app's SegueIdentifier unqualified: the generated conformance adopts it.
final class ListingsViewController: UIViewController {
  let scene = SceneType.listing

  func showArtwork() {
    performSegue(withIdentifier: SegueIdentifier.ShowSaleArtworkDetails.rawValue, sender: nil)
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == SegueIdentifier.ShowOrders.rawValue {
      _ = TypedSegue(name: "orders")
    }
  }
}
