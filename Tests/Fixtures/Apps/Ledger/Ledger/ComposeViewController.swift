import UIKit

/// A new entry; Cancel unwinds to the accounts.
final class ComposeViewController: UIViewController {
  var draft = ""
}
