import NavigationCore
import SegueKit

/// HeadlessNavigation's segue facts, for SegueKit's typed segue API: `HeadlessSegue`, the
/// headless containers, the window's idiom and the destination's presentation style.
enum HeadlessSegues: PresentingSeguePlatform {
  static func identifier(of segue: HeadlessSegue) -> String? { segue.identifier }

  static func destination(of segue: HeadlessSegue) -> Any { segue.destination }

  static func contents(of controller: Any) -> ContainerContents<Any> {
    (controller as? HeadlessController)?.containerContents.map { $0 as Any } ?? .none
  }

  /// The window's idiom; a controller outside a window is taken to be on an iPad.
  static func idiom(of source: HeadlessController) -> DeviceIdiom {
    source.window?.idiom ?? .pad
  }

  static func setPresentationStyle(
    _ style: ModalStyleOverride, ofDestinationOf segue: HeadlessSegue
  ) {
    segue.destination.modalPresentationStyle = HeadlessPresentationStyle(style)
  }
}
