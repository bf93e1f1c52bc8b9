import UIKit

final class Coordinator {
  let navigationController: UINavigationController

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func showAuction() {
    let storyboard = UIStoryboard(name: StoryboardNames.Auction.rawValue, bundle: nil)
    guard let auction = storyboard.instantiateInitialViewController() else { return }
    navigationController.pushViewController(auction, animated: true)
  }

  func showBid() {
    let storyboard = UIStoryboard(name: StoryboardNames.Auction.rawValue, bundle: nil)
    let bid = storyboard.instantiateViewController(withIdentifier: Scenes.bid)
    navigationController.pushViewController(bid, animated: true)
  }

  func showReceipt(from storyboard: UIStoryboard) {
    let receipt = storyboard.instantiateViewController(withIdentifier: Identifiers.Scene.receipt)
    navigationController.pushViewController(receipt, animated: true)
  }
}
