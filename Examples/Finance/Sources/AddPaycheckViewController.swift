import Foundation
import SegueKit
import UIKit

/// Adds a paycheck to the job selected in the job list; Save and Cancel unwind to the list.
final class AddPaycheckViewController: UIViewController, SegueHandler {
  /// The identifiers of the unwind segues leaving this scene in Main.storyboard.
  enum SegueIdentifier: String, CaseIterable {
    case savePaycheck = "SavePaycheck"
    case cancelPaycheck = "CancelPaycheck"
  }

  @IBOutlet weak var amountField: UITextField?

  /// The row of the job the paycheck is for, set by the job list.
  var jobIndex: Int?
  /// The paycheck to add, set when the user saves a valid amount.
  private(set) var savedPaycheck: Paycheck?

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    switch segueIdentifier(for: segue) {
    case .savePaycheck:
      savedPaycheck = Decimal(string: amountField?.text ?? "").map {
        Paycheck(amount: $0, date: Date())
      }
    case .cancelPaycheck:
      savedPaycheck = nil
    }
  }
}
