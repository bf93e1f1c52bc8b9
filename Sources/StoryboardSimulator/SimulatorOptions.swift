import HeadlessNavigation
import StoryboardExplorer

/// How a ``StoryboardSimulator`` launches an app and what it knows beyond the storyboards.
public struct SimulatorOptions: Sendable {
  /// The storyboard to launch, by name (`Main` for `Main.storyboard`) or by path; nil applies
  /// the launch rule: the first of ``launchStoryboards`` among the inputs, else `Main`, else
  /// none.
  public var start: String?
  /// The storyboards an Info.plist names to launch (`UIMainStoryboardFile` and the like), by
  /// name, in order: what the launch rule prefers to `Main`.
  public var launchStoryboards: [String]
  /// The device: phone (compact width) or pad (regular width).
  public var idiom: SimulatedIdiom
  /// What a custom segue class does, by class name (`FadeSegue`), for classes other than
  /// SegueKit's `PushDetailSegue`, which is known. A custom segue whose class has no entry
  /// cannot be performed.
  public var customSegues: [String: HeadlessSegueKind]
  /// Makes the controller of every scene whose custom class is the key, instead of a plain
  /// headless controller named after the class: a headless stand-in with the app's
  /// `prepare(for:sender:)` and unwind actions. Containers (navigation, tab and split
  /// controllers) are always the simulator's own. The stand-in's unwind actions are its own
  /// (`addUnwindAction(_:_:)`); the sources' are not added to it.
  public var controllers: [String: @MainActor @Sendable () -> HeadlessController]

  /// Options with the given values; by default the launch rule's storyboard, on a phone, with no custom segue behaviours or controller stand-ins.
  public init(
    start: String? = nil, launchStoryboards: [String] = [], idiom: SimulatedIdiom = .phone,
    customSegues: [String: HeadlessSegueKind] = [:],
    controllers: [String: @MainActor @Sendable () -> HeadlessController] = [:]
  ) {
    self.start = start
    self.launchStoryboards = launchStoryboards
    self.idiom = idiom
    self.customSegues = customSegues
    self.controllers = controllers
  }
}
