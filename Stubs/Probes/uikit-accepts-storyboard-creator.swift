// probe: uikit accepts
// UIKit's creators (iOS 13): `instantiateViewController(identifier:creator:)` returns the
// creator's class, not optional, and its creator (optional, defaulting to nil) returns an
// optional; `instantiateInitialViewController(creator:)` returns an optional. Both are generic:
// the result's type decides the class.
import UIKit

final class ProbeEditorViewController: UIViewController {}

@MainActor func editors(in storyboard: UIStoryboard) -> [ProbeEditorViewController] {
  let created: ProbeEditorViewController = storyboard.instantiateViewController(
    identifier: "JobEditor"
  ) { coder in
    ProbeEditorViewController(coder: coder)
  }
  let defaulted: ProbeEditorViewController = storyboard.instantiateViewController(
    identifier: "JobEditor")
  let withoutCreator =
    storyboard.instantiateViewController(identifier: "JobEditor", creator: nil)
    as ProbeEditorViewController
  let initial: ProbeEditorViewController? = storyboard.instantiateInitialViewController { coder in
    ProbeEditorViewController(coder: coder)
  }
  return [created, defaulted, withoutCreator] + (initial.map { [$0] } ?? [])
}
