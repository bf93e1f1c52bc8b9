import UIKit

/// The first scene of Reports.storyboard; Done unwinds to the accounts.
final class ReportsViewController: UIViewController {
  var accountCount = 0
}
