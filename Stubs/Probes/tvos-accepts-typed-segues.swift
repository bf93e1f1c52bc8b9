// probe: tvos accepts
// SegueKit's typed API and PushDetailSegue on tvOS, with the styles tvOS has; HeadlessNavigation
// builds there too.
import HeadlessNavigation
import SegueKit
import UIKit

final class ProbeViewController: UIViewController, SegueHandler {
  enum SegueIdentifier: String, CaseIterable { case next = "Next" }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    switch segueIdentifier(for: segue) {
    case .next:
      _ = destination(
        of: segue, as: UIViewController.self,
        presentation: PresentationOption(styles: [.other: .overCurrentContext]))
    }
    segue.destination.modalPresentationStyle = .blurOverFullScreen
  }
}

final class ProbeSegue: PushDetailSegue {}

final class ProbeHeadlessController: HeadlessController {}
