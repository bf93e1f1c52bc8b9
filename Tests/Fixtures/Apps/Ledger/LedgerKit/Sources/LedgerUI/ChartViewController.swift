import LedgerModel
import UIKit

/// The balance over time; Main.storyboard names this module for it.
open class ChartViewController: UIViewController {
  public var accounts: [Account] = []
}
