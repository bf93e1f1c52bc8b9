// probe: appkit accepts
// SegueKit's typed API on AppKit view and window controllers, and what the SDK allows that a
// stricter stub would refuse: segues, tab and split items read off the main actor, `init()`,
// discardable results, Foundation through `import AppKit`.
import AppKit
import SegueKit

final class ProbeViewController: NSViewController, SegueHandler {
  enum SegueIdentifier: String, CaseIterable { case next = "Next" }

  func go() {
    performSegue(.next, sender: nil)
    shouldPerformSegue(withIdentifier: "Next", sender: nil)
    title = DateFormatter().string(from: Date())
  }

  override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
    switch segueIdentifier(for: segue) {
    case .next:
      _ = destination(of: segue, as: NSTabViewController.self)
      _ = destinationIfMatching(of: segue, as: NSSplitViewController.self)
      _ = resolveDestination(of: segue, as: NSViewController.self)
      _ = segueIdentifierIfKnown(for: segue)
    }
  }
}

final class ProbeWindowController: NSWindowController, SegueHandler {
  enum SegueIdentifier: String { case next = "Next" }

  override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
    if segueIdentifierIfKnown(for: segue) == .next {
      _ = resolveDestination(of: segue, as: ProbeViewController.self)
    }
  }
}

@MainActor func makeControllers() -> [NSResponder] {
  [NSViewController(), NSWindowController(), ProbeViewController()]
}

nonisolated func describe(_ segue: NSStoryboardSegue, _ item: NSTabViewItem) -> String {
  (segue.identifier ?? "") + String(describing: item.viewController)
}
