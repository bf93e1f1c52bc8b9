import AppKit

class MacInspectorViewController: NSViewController {}

final class MacDocumentWindowController: NSWindowController {}

/// AppKit's shapes: view controllers and window controllers.
final class MacShapesViewController: NSViewController {
  @IBSegueAction func makeInspector(_ coder: NSCoder, sender: Any?) -> NSViewController? {
    MacInspectorViewController(coder: coder)
  }

  @IBSegueAction func makeWindow(_ coder: NSCoder) -> NSWindowController {
    NSWindowController(coder: coder) ?? NSWindowController()
  }

  @IBSegueAction func makeCustomWindow(
    _ coder: NSCoder, sender: Any?, segueIdentifier: String?
  ) -> MacDocumentWindowController? {
    MacDocumentWindowController(coder: coder)
  }
}
