import WatchKit

/// The watch app's first screen: its class is in the extension's module.
class InterfaceController: WKInterfaceController {
  override func contextForSegue(withIdentifier segueIdentifier: String) -> Any? {
    segueIdentifier == "ShowDetail" ? "detail" : nil
  }
}

class DetailController: WKInterfaceController {}
