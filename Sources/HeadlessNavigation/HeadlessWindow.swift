import NavigationCore
import SegueKit

/// The top of a headless hierarchy: its root controller, its size class and idiom, and the log of
/// transitions. Completions of presentations and dismissals wait, as animations would, until
/// ``settle()``.
@MainActor
public final class HeadlessWindow {
  /// The controller at the root of the window.
  public let rootController: HeadlessController
  /// Compact width collapses split views and adapts popovers to sheets.
  public var horizontalSizeClass: HeadlessSizeClass
  /// The device idiom, for SegueKit's `PresentationOption`.
  public var idiom: DeviceIdiom
  /// Whose navigation rules apply: UIKit (the default), tvOS or AppKit.
  public let platform: HeadlessPlatform
  /// Every transition so far, in order.
  public private(set) var events: [NavigationEvent] = []
  private var pendingCompletions: [@MainActor () -> Void] = []

  /// Creates a window showing `rootController`. Keep a reference to the window: controllers
  /// refer to it weakly, and without one transitions finish at once and go unrecorded.
  public init(
    rootController: HeadlessController, horizontalSizeClass: HeadlessSizeClass = .regular,
    idiom: DeviceIdiom = .pad, platform: HeadlessPlatform = .uiKit
  ) {
    self.rootController = rootController
    self.horizontalSizeClass = horizontalSizeClass
    self.idiom = idiom
    self.platform = platform
    rootController.hostingWindow = self
  }

  /// How a controller that asked for `style` is shown here: the platform's adaptation in this
  /// window's size class.
  public func shownStyle(of style: HeadlessPresentationStyle) -> HeadlessPresentationStyle {
    platform.shownStyle(of: style, in: horizontalSizeClass)
  }

  /// Whether transitions are still animating (their completions have not run).
  public var hasPendingTransitions: Bool { !pendingCompletions.isEmpty }

  /// Finishes every transition in flight, running completions in order, including those that
  /// the completions start.
  public func settle() {
    while !pendingCompletions.isEmpty {
      let completion = pendingCompletions.removeFirst()
      completion()
    }
  }

  /// The controller on screen: the root, or the last one presented above it.
  public var topPresentedController: HeadlessController {
    var top = rootController
    while let presented = top.presentedController { top = presented }
    return top
  }

  func record(_ event: NavigationEvent) {
    events.append(event)
  }

  func enqueue(_ completion: @escaping @MainActor () -> Void) {
    pendingCompletions.append(completion)
  }
}
