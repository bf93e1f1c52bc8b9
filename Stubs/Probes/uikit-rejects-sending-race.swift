// probe: uikit rejects "risks causing data races"
// A Swift 6 region-isolation diagnostic, found by SIL passes only.
import UIKit

final class Draft {
  var text = ""
}

@MainActor func show(_ draft: Draft, in controller: UIViewController) {
  controller.title = draft.text
}

func edit(in controller: UIViewController) async {
  let draft = Draft()
  await show(draft, in: controller)
  draft.text = "changed"
}
