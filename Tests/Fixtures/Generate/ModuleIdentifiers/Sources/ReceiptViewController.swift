import UIKit

/// Declares a member named like the function the generated typedSegue(for:) calls: its
/// subclass's generated code calls SegueKit's by its module's name (or, with --standalone, the
/// file's own by another name).
class PaymentViewController: UIViewController {
  var segueDestination: UIViewController?
}

/// Declares a member named like a generated one: the generated function takes another name.
final class ReceiptViewController: PaymentViewController {
  func typedSegue(for segue: UIStoryboardSegue) -> String? { segue.identifier }
}
