// watchOS has a UIKit without view controllers or segues.
#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// UIKit's segue facts: `UIStoryboardSegue`, its destination's containers, the trait
  /// collection's idiom and the destination's `modalPresentationStyle`.
  enum UIKitSegues: PresentingSeguePlatform {
    static func identifier(of segue: UIStoryboardSegue) -> String? { segue.identifier }

    static func destination(of segue: UIStoryboardSegue) -> Any { segue.destination }

    static func contents(of controller: Any) -> ContainerContents<Any> {
      guard let controller = controller as? UIViewController else { return .none }
      return UIKitController(controller).containerContents.map { $0.viewController as Any }
    }

    static func idiom(of source: UIViewController) -> DeviceIdiom {
      switch source.traitCollection.userInterfaceIdiom {
      case .phone: .phone
      case .pad: .pad
      default: .other
      }
    }

    static func setPresentationStyle(
      _ style: ModalStyleOverride, ofDestinationOf segue: UIStoryboardSegue
    ) {
      segue.destination.modalPresentationStyle = uiKitStyle(style)
    }

    private static func uiKitStyle(_ style: ModalStyleOverride) -> UIModalPresentationStyle {
      switch style {
      case .currentContext: .currentContext
      case .overCurrentContext: .overCurrentContext
      #if !os(tvOS)
        case .formSheet: .formSheet
      #endif
      case .fullScreen: .fullScreen
      }
    }
  }
#endif
