/// The facts of one platform's segues that the typed segue API is built from.
///
/// Each platform (UIKit, AppKit, HeadlessNavigation) states them once in a small conforming type;
/// the API's behaviour — resolving identifiers, unwrapping containers, trapping with a message —
/// is written once, in this protocol's extension, and the public methods of each platform only
/// forward to it.
@MainActor
package protocol SeguePlatform {
  /// The platform's segue type (`UIStoryboardSegue`, `NSStoryboardSegue`, `HeadlessSegue`).
  associatedtype Segue

  /// The identifier the storyboard gave `segue`, if any.
  static func identifier(of segue: Segue) -> String?

  /// The controller `segue` leads to, before any container is unwrapped.
  static func destination(of segue: Segue) -> Any

  /// What `controller` contains, when it is one of the platform's containers.
  static func contents(of controller: Any) -> ContainerContents<Any>
}

/// A platform whose segue destinations carry a modal presentation style that code may set before
/// the segue performs (UIKit, HeadlessNavigation; not AppKit, where the segue's kind decides).
@MainActor
package protocol PresentingSeguePlatform: SeguePlatform {
  /// The controller type segues start from, whose traits tell the device idiom.
  associatedtype Source

  /// The device idiom `source` is shown on.
  static func idiom(of source: Source) -> DeviceIdiom

  /// Gives the destination of `segue` the presentation style `style`.
  static func setPresentationStyle(_ style: ModalStyleOverride, ofDestinationOf segue: Segue)
}
