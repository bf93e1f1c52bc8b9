#if canImport(UIKit) && !os(watchOS)
  import SegueKit
  import UIKit

  /// The storyboard's first scene; `SegueIdentifier` and `typedSegue(for:)` are generated from
  /// its segues while the package builds.
  final class InboxViewController: UIViewController {
    var selectedSubject = "Welcome"

    func openSelectedMessage() {
      performSegue(.showMessage, sender: self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
      switch typedSegue(for: segue) {
      case .showMessage(let message): message.subject = selectedSubject
      case nil: break
      }
    }
  }
#endif
