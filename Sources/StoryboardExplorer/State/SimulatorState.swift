/// The hierarchy of a simulation at one moment, as values: what the user sees, what is
/// presented, every navigation stack, tab selection and split view.
public struct SimulatorState: Sendable, Hashable {
  /// The window's root controller, with everything it contains and presents.
  public var root: ControllerSnapshot
  /// The modules the storyboards name for their classes, which tell a type of the app from a
  /// test double (``isShowing(_:)``).
  var modules: Set<String>

  /// The class name of the controller the user sees: the top of the presentation chain,
  /// descending into the selected tab, the top of a navigation stack and the shown column of
  /// a split view, but not into embedded children.
  public var visible: String {
    root.allControllers.first(where: \.isVisible)?.name ?? root.name
  }

  /// Whether the controller the user sees (``visible``) is of class `type`: the app's own
  /// class, or a test double of the same name.
  ///
  /// ```swift
  /// #expect(simulation.state.isShowing(AddPaycheckViewController.self))
  /// ```
  ///
  /// `String(reflecting: type)` must end with the class the storyboard names (`Outer.Inner`
  /// for a nested class). Its module may be any, so that a double in the test target matches;
  /// but when the storyboard names the class's module, a type in (or nested in a namespace
  /// named like) another module the storyboards name does not. <doc:TestingNavigation>
  /// explains the matching.
  public func isShowing(_ type: Any.Type) -> Bool {
    let shown = root.allControllers.first(where: \.isVisible) ?? root
    return SceneClassMatch(type).matches(
      className: shown.name, module: shown.module, modules: modules)
  }

  /// The module the storyboard names for the visible controller's class, if it names one.
  public var visibleModule: String? {
    root.allControllers.first(where: \.isVisible)?.module
  }

  /// Where the visible controller's scene is written.
  public var visiblePlace: StoryboardLocation? {
    root.allControllers.first(where: \.isVisible)?.place
  }

  /// How many presented controllers lie above the window's root.
  public var presented: Int { presentationChain.count }

  /// The presented controllers, the one nearest the root first.
  public var presentationChain: [ControllerSnapshot] {
    var chain: [ControllerSnapshot] = []
    var level = root
    while let presented = level.allControllers.lazy.compactMap(\.presented).first {
      chain.append(presented)
      level = presented
    }
    return chain
  }

  /// Every navigation controller's stack, by class names, root first, in hierarchy order.
  public var navigationStacks: [[String]] {
    root.allControllers.filter { $0.role == .navigation }.map { $0.children.map(\.name) }
  }
}
