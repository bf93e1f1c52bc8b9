// probe: watchos accepts
// On watchOS SegueKit builds its platform-free part.
import SegueKit
import UIKit

struct ProbeHandler: SegueHandler {
  enum SegueIdentifier: String { case next = "Next" }
}

func tint() -> (PresentationOption, UIColor) {
  (.currentContextOnPad, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
}
