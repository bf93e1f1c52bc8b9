#if canImport(UIKit) && !os(watchOS)
  import NavigationCore
  import UIKit

  /// A segue from a controller shown in a popover that dismisses the popover and pushes its
  /// destination onto the detail navigation controller of the split view the popover came from.
  ///
  /// In a collapsed split view it pushes onto the primary column's navigation controller; when
  /// the column holds no navigation controller the destination becomes the detail; outside a
  /// split view it is shown (`show(_:sender:)`). On tvOS, which has no popovers, nothing is
  /// dismissed and the destination goes where the split view above the source puts it. Set it
  /// in Interface Builder as a custom segue: class `PushDetailSegue`, module `SegueKit`.
  open class PushDetailSegue: UIStoryboardSegue {
    override open func perform() {
      #if os(tvOS)
        let platform = HeadlessPlatform.tvOS
      #else
        let platform = HeadlessPlatform.uiKit
      #endif
      // The size class stays the default: UIKit tells each split view's collapse, which is
      // what the rule asks.
      NavigableHierarchy<UIKitController>(platform: platform)
        .pushDetail(from: UIKitController(source))
        .execute(destination: UIKitController(destination), animated: true)
    }
  }
#endif
