import LedgerModel
import UIKit

/// One account, made by AccountListViewController's `makeDetail(_:sender:)`.
final class AccountDetailViewController: UIViewController {
  var account: Account?

  init?(coder: NSCoder, account: Account?) {
    self.account = account
    super.init(coder: coder)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
