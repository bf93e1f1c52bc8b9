import SegueKit

/// The headless counterpart of SegueKit's `PushDetailSegue`: the same `PushDetailPlan` decides
/// which popover to dismiss and where the destination goes.
@MainActor
public final class HeadlessPushDetailSegue: HeadlessSegue {
  /// Creates a push-detail segue.
  public init(identifier: String?, source: HeadlessController, destination: HeadlessController) {
    super.init(identifier: identifier, source: source, destination: destination, kind: .pushDetail)
  }

  /// The decisions this segue will carry out, made from the source as it is now.
  package var plan: PushDetailPlan<HeadlessController> { PushDetailPlan.make(source: source) }

  override public func perform() {
    plan.execute(destination: destination, animated: true)
  }
}
