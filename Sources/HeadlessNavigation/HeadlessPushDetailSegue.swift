import NavigationCore
import SegueKit

/// The headless counterpart of SegueKit's `PushDetailSegue`: the same code decides which
/// popover to dismiss and where the destination goes, NavigationCore's push-detail rule read
/// through SegueKit's `NavigableHierarchy`, as UIKit's controllers are.
@MainActor
public final class HeadlessPushDetailSegue: HeadlessSegue {
  /// Creates a push-detail segue.
  public init(identifier: String?, source: HeadlessController, destination: HeadlessController) {
    super.init(identifier: identifier, source: source, destination: destination, kind: .pushDetail)
  }

  /// The decisions this segue will carry out, made from the source as it is now.
  package var decision: PushDetailDecision<HeadlessController> {
    Self.decision(from: source)
  }

  override public func perform() {
    decision.execute(destination: destination, animated: true)
  }

  /// The push-detail decision from `source`, in its window's platform and size class.
  static func decision(from source: HeadlessController) -> PushDetailDecision<HeadlessController> {
    let window = source.window
    return NavigableHierarchy(
      platform: window?.platform ?? .uiKit, sizeClass: window?.horizontalSizeClass ?? .regular
    )
    .pushDetail(from: source)
  }
}
