#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Where the inbox's `ShowMessage` segue leads.
  final class MessageViewController: UIViewController {
    var subject = ""
  }

  /// A scene no segue reaches: the lint plugin warns about it.
  final class DraftsViewController: UIViewController {}
#endif
