/// What a headless segue does when it performs: the storyboard segue kinds that move between
/// scenes, and SegueKit's push-detail custom segue.
public enum HeadlessSegueKind: Sendable, Hashable {
  /// `kind="show"`: push in a navigation controller, otherwise present modally.
  case show
  /// `kind="showDetail"`: replace the split view's detail; `show` when collapsed.
  case showDetail
  /// `kind="presentation"` with the segue's `modalPresentationStyle`.
  case presentation(HeadlessPresentationStyle)
  /// `kind="popoverPresentation"`.
  case popoverPresentation
  /// `kind="custom" customClass="PushDetailSegue"`: HeadlessNavigation's `HeadlessPushDetailSegue`.
  case pushDetail
  /// `kind="unwind"` with its `unwindAction` selector, e.g. `unwindToList:`.
  case unwind(action: String)
}
