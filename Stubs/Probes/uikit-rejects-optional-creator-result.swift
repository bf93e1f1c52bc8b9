// probe: uikit rejects "initializer for conditional binding must have Optional type, not 'ProbeEditorViewController'"
// `instantiateViewController(identifier:creator:)` is not optional: a missing identifier raises,
// it does not return nil.
import UIKit

final class ProbeEditorViewController: UIViewController {}

@MainActor func editor(in storyboard: UIStoryboard) -> ProbeEditorViewController? {
  if let editor = storyboard.instantiateViewController(
    identifier: "JobEditor", creator: { coder in ProbeEditorViewController(coder: coder) })
  {
    return editor
  }
  return nil
}
