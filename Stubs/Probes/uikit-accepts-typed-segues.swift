// probe: uikit accepts
// SegueKit's typed API on iOS, and what the SDK allows that a stricter stub would refuse: a
// settable, implicitly unwrapped `tableView`, `init()` and `init(style:)`, discardable results,
// Foundation through `import UIKit`, a Sendable trait collection, a popover style.
import SegueKit
import UIKit

final class ProbeListViewController: UITableViewController, SegueHandler {
  enum SegueIdentifier: String, CaseIterable { case next = "Next" }

  func go() {
    performSegue(.next, sender: nil)
    shouldPerformSegue(withIdentifier: "Next", sender: nil)
    navigationController?.popViewController(animated: true)
    tableView = UITableView(frame: .zero, style: .plain)
    let table: UITableView = tableView
    table.reloadData()
    title = DateFormatter().string(from: Date())
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    1
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    switch segueIdentifier(for: segue) {
    case .next:
      _ = destination(
        of: segue, as: UITableViewController.self, presentation: .currentContextOnPad)
      _ = destinationIfMatching(of: segue, as: UINavigationController.self)
      _ = resolveDestination(of: segue, as: UIViewController.self)
      _ = segueIdentifierIfKnown(for: segue)
    }
    segue.destination.modalPresentationStyle = .popover
    _ = segue.destination.popoverPresentationController?.barButtonItem
  }
}

@MainActor func makeControllers() -> [UIViewController] {
  [UIViewController(), UITableViewController(style: .insetGrouped), ProbeListViewController()]
}

func idiomName(of traits: UITraitCollection) async -> String {
  await Task.detached { traits.userInterfaceIdiom == .pad ? "pad" : "other" }.value
}
