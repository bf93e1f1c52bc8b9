import UIKit

/// Declares a member named like a generated one: the generated function takes another name.
final class ReceiptViewController: UIViewController {
  func typedSegue(for segue: UIStoryboardSegue) -> String? { segue.identifier }
}
