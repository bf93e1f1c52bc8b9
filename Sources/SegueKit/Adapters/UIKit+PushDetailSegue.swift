#if canImport(UIKit)
  import UIKit

  /// A segue from a controller shown in a popover that dismisses the popover and pushes its
  /// destination onto the detail navigation controller of the split view the popover came from.
  ///
  /// In a collapsed split view it pushes onto the primary column's navigation controller; when
  /// the column holds no navigation controller the destination becomes the detail. Set it in
  /// Interface Builder as a custom segue: class `PushDetailSegue`, module `SegueKit`. The
  /// decisions are ``PushDetailPlan``'s.
  open class PushDetailSegue: UIStoryboardSegue {
    override open func perform() {
      PushDetailPlan.make(source: source).execute(destination: destination, animated: true)
    }
  }
#endif
