import HeadlessNavigation
import StoryboardExplorer

/// An app launched from its storyboards into a `HeadlessWindow`: perform steps and read the
/// state after each.
///
/// ```swift
/// let simulation = try StoryboardSimulator(contentsOf: ["Main.storyboard"]).launch()
/// try simulation.perform("ShowDetail")
/// #expect(simulation.state.visible == "DetailViewController")
/// // The same with the generated identifiers and the app's classes (or test doubles):
/// try simulation.perform(ListViewController.SegueIdentifier.showDetail)
/// #expect(simulation.isShowing(DetailViewController.self))
/// ```
@MainActor
public final class Simulation {
  /// The window the app runs in; its `HeadlessWindow.events` record every transition.
  public let window: HeadlessWindow
  /// How many steps have been performed (failed ones included).
  public private(set) var stepCount = 0
  let factory: SceneFactory
  /// The destination a segue being performed hands to its template.
  var pendingDestination: HeadlessController?

  /// The device the simulation runs on, resolved for the start storyboard's platform: a Mac
  /// for a macOS storyboard, a TV for a tvOS one.
  public let idiom: SimulatedIdiom

  init(model: SimulatorModel, start: Int, options: SimulatorOptions) throws(SimulatorError) {
    factory = SceneFactory(model: model, options: options)
    let idiom = options.idiom.resolved(for: model.scenes[start].platform)
    self.idiom = idiom
    let root: HeadlessController
    do {
      root = try factory.instantiate(.scene(start))
    } catch {
      throw error.simulatorError
    }
    window = Self.window(root, idiom: idiom)
  }

  /// A simulation on `idiom` whose window shows `root`, a hierarchy made by `factory`.
  init(factory: SceneFactory, root: HeadlessController, idiom: SimulatedIdiom) {
    self.factory = factory
    self.idiom = idiom
    window = Self.window(root, idiom: idiom)
  }

  private static func window(_ root: HeadlessController, idiom: SimulatedIdiom) -> HeadlessWindow {
    HeadlessWindow(
      rootController: root, horizontalSizeClass: idiom.sizeClass, idiom: idiom.deviceIdiom,
      platform: idiom.platform)
  }

  /// Whether unwind actions were assumed (no sources given): every controller with a custom
  /// class then implements every unwind action of the storyboards.
  public var unwindActionsAssumed: Bool { factory.model.unwindActionsAssumed }

  /// Reads `text` as a ``Step`` and performs it.
  @discardableResult
  public func perform(_ text: String) throws(SimulatorError) -> StepOutcome {
    try perform(Step(text), as: text)
  }

  /// Performs `step`, then lets every transition finish (`HeadlessWindow.settle()`).
  @discardableResult
  public func perform(_ step: Step) throws(SimulatorError) -> StepOutcome {
    try perform(step, as: step.description)
  }

  /// Performs the segue a typed identifier names: a case of a `SegueIdentifier` enum SegueKit
  /// generates, or of any `String` enum, whose raw value is the segue's identifier.
  ///
  /// ```swift
  /// try simulation.perform(JobListViewController.SegueIdentifier.showAddPaycheck)
  /// ```
  @discardableResult
  public func perform<Identifier: RawRepresentable>(_ identifier: Identifier)
    throws(SimulatorError) -> StepOutcome
  where Identifier.RawValue == String {
    try perform(Step.segue(identifier))
  }

  /// Reads every text as a ``Step`` and performs them in order; stops at the first that fails.
  @discardableResult
  public func perform(_ steps: [String]) throws(SimulatorError) -> [StepOutcome] {
    var outcomes: [StepOutcome] = []
    for step in steps { outcomes.append(try perform(step)) }
    return outcomes
  }

  /// Performs every step in order; stops at the first that fails.
  ///
  /// ```swift
  /// typealias JobList = JobListViewController.SegueIdentifier
  /// try simulation.perform([.segue(JobList.showAllPaychecks), .back])
  /// ```
  @discardableResult
  public func perform(_ steps: [Step]) throws(SimulatorError) -> [StepOutcome] {
    var outcomes: [StepOutcome] = []
    for step in steps { outcomes.append(try perform(step)) }
    return outcomes
  }

  private func perform(_ step: Step, as text: String) throws(SimulatorError) -> StepOutcome {
    stepCount += 1
    do {
      return try run(step)
    } catch {
      throw .stepFailed(
        StepFailure(step: text, number: stepCount, reason: error.reason, place: error.place))
    }
  }

  /// The hierarchy as it stands.
  public var state: SimulatorState {
    ControllerExecutor(self).state
  }

  /// Whether the controller the user sees is of class `type`, the app's own class or a test
  /// double of the same name, as ``SimulatorState/isShowing(_:)`` matches it.
  ///
  /// ```swift
  /// #expect(simulation.isShowing(AddPaycheckViewController.self))
  /// ```
  public func isShowing(_ type: Any.Type) -> Bool {
    state.isShowing(type)
  }
}
