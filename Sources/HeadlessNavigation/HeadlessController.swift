import NavigationCore
import SegueKit

/// A view controller without a screen: it keeps the hierarchy UIKit keeps (parents, children,
/// presenter and presented) and moves through it with UIKit's documented behaviour, so an app's
/// navigation can be unit-tested on any platform.
///
/// Subclass it as you would `UIViewController`, override ``prepare(for:sender:)``, and register
/// the scene's segues with ``addSegue(_:kind:destination:)``. Install the root of the hierarchy
/// in a ``HeadlessWindow``, whose ``HeadlessWindow/events`` record every transition.
@MainActor
open class HeadlessController: NavigableController, CustomStringConvertible {
  package typealias Controller = HeadlessController

  /// The name events use for this controller; the type's name unless given.
  public let name: String
  /// The containing controller (UIKit's `parent`).
  public internal(set) weak var parentController: HeadlessController?
  /// The contained controllers, in order.
  public internal(set) var children: [HeadlessController] = []
  /// The controller that presented this one; set on the presented controller only.
  public internal(set) weak var presentingController: HeadlessController?
  /// The controller this one presents.
  public internal(set) var presentedController: HeadlessController?
  /// How this controller is presented; a segue's kind sets it before `prepare(for:sender:)`.
  public var modalPresentationStyle: HeadlessPresentationStyle = .automatic
  /// Whether a current-context presentation from inside this controller covers only it.
  public var definesPresentationContext = false
  /// Set while a dismissal of this controller is in flight, so a second one is ignored.
  var isBeingDismissed = false
  /// The storyboard segues that start at this controller's scene, by identifier.
  var segueTemplates: [String: HeadlessSegueTemplate] = [:]
  /// The unwind actions this controller implements, by selector (UIKit's `@IBAction` methods
  /// taking a `UIStoryboardSegue`).
  var unwindActions: [String: @MainActor (HeadlessSegue) -> Void] = [:]
  /// Set on the root controller by ``HeadlessWindow``.
  weak var hostingWindow: HeadlessWindow?

  /// Creates a controller named `name`, or after its type.
  public init(name: String? = nil) {
    self.name = name ?? String(describing: Self.self)
  }

  nonisolated public var description: String { name }

  /// The window showing this controller, found through parents and presenters.
  public var window: HeadlessWindow? {
    var node = self
    while let next = node.parentController ?? node.presentingController { node = next }
    return node.hostingWindow
  }

  /// The nearest navigation controller among this controller and its parents.
  public var navigationController: HeadlessNavigationController? {
    lineage.lazy.compactMap { $0 as? HeadlessNavigationController }.first
  }

  /// The nearest split view controller among this controller and its parents.
  public var splitController: HeadlessSplitController? {
    lineage.lazy.compactMap { $0 as? HeadlessSplitController }.first
  }

  /// This controller and its parents, nearest first.
  var lineage: [HeadlessController] {
    var chain = [self]
    while let parent = chain.last?.parentController { chain.append(parent) }
    return chain
  }

  /// Whether this controller was presented as a popover (adapted to a sheet or not).
  public var isPresentedAsPopover: Bool {
    presentingController != nil && modalPresentationStyle == .popover
  }

  /// This controller's identity, for SegueKit's `NavigableHierarchy`.
  package var identity: ObjectIdentifier { ObjectIdentifier(self) }

  /// Containers override this; a plain controller contains nothing navigable.
  package var containerContents: ContainerContents<HeadlessController> { .none }

  /// Called before a segue from this controller performs, as UIKit's `prepare(for:sender:)`.
  open func prepare(for segue: HeadlessSegue, sender: Any?) {}

  /// Asked before a segue triggered by a control performs; not asked for
  /// ``performSegue(withIdentifier:sender:)``, as in UIKit.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// Whether this controller is where an unwind segue with `action` ends; by default, whether it
  /// has that unwind action, as UIKit asks whether it responds to the selector.
  open func canPerformUnwindSegueAction(
    _ action: String, from source: HeadlessController, sender: Any?
  ) -> Bool {
    unwindActions[action] != nil
  }

  func adopt(_ child: HeadlessController) {
    child.parentController = self
  }

  func record(_ event: NavigationEvent) {
    window?.record(event)
  }
}
