// probe: appkit rejects "extra argument 'presentation' in call"
// AppKit's destination methods take no presentation: the segue's kind decides how it presents.
import AppKit
import SegueKit

final class ProbeViewController: NSViewController, SegueHandler {
  enum SegueIdentifier: String { case next = "Next" }

  override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
    _ = destination(of: segue, as: NSViewController.self, presentation: .unchanged)
  }
}
