/// The small surface of a view controller that SegueKit's decisions need.
///
/// The UIKit adapter's `UIKitController` wraps a `UIViewController` to conform, and
/// HeadlessNavigation's `HeadlessController` conforms for tests; ``NavigableHierarchy`` reads
/// either for NavigationCore's rules, so push-detail is decided once for both.
///
/// `Controller` is the platform's base controller class, so that a hierarchy of mixed subclasses
/// can be walked with one type.
@MainActor
package protocol NavigableController: Sendable {
  /// The platform's controller type (`UIKitController`, `HeadlessController`).
  associatedtype Controller: NavigableController where Controller.Controller == Controller

  /// The containing controller (UIKit's `parent`); presenters are not parents.
  var parentController: Controller? { get }
  /// The controller that presented this one, set only on the presented controller itself
  /// (not on its children, as UIKit's `presentingViewController` is).
  var presentingController: Controller? { get }
  /// The controller this one presents.
  var presentedController: Controller? { get }
  /// Whether a current-context presentation from inside this controller covers only it.
  var definesPresentationContext: Bool { get }
  /// The controller's identity: two wrappers of one view controller are the same controller.
  var identity: ObjectIdentifier { get }
  /// Whether this controller is the root of a popover presentation, including a popover that
  /// compact width adapted to a sheet.
  var isPresentedAsPopover: Bool { get }
  /// What this controller contains, when it is a container.
  var containerContents: ContainerContents<Controller> { get }

  /// Dismisses what this controller presented, or this controller if it was presented.
  func dismissController(animated: Bool, completion: (@MainActor @Sendable () -> Void)?)
  /// Pushes onto this navigation controller's stack; only called when
  /// ``containerContents`` is `.navigation`.
  func pushController(_ controller: Controller, animated: Bool)
  /// UIKit's `show(_:sender:)`: push when inside a navigation controller, otherwise present.
  func showController(_ controller: Controller, sender: Any?)
  /// UIKit's `showDetailViewController(_:sender:)`.
  func showDetailController(_ controller: Controller, sender: Any?)
}
