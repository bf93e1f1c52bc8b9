import StoryboardKit

/// A step that could not run: which step, why, and the storyboard place that explains it (the
/// segue, or the scene of the controller the step started from).
public struct StepFailure: Error, Sendable, Hashable, CustomStringConvertible,
  DiagnosticConvertible
{
  /// Why a step cannot run.
  public enum Reason: Sendable, Hashable {
    /// No controller on screen, nor any below it, has a segue with this identifier or id;
    /// `available` are the identifiers theirs have, in search order.
    case noSuchSegue(visible: String, available: [String])
    /// The segue exists but the simulator cannot perform it.
    case segueCannotRun(SegueProblem)
    /// The unwind segue's action is implemented by no controller its search reaches.
    case unwindFindsNoDestination(action: String, source: String)
    /// `tab:N` with no tab bar controller on the way from the visible controller to the root.
    case noTabBar(visible: String)
    /// `tab:N` with N outside the tab bar's tabs.
    case noSuchTab(index: Int, count: Int)
    /// `back` with no navigation stack holding more than its root.
    case nothingToGoBack(visible: String)
    /// `dismiss` with nothing presented.
    case nothingPresented
    /// The destination could not be instantiated.
    case cannotInstantiate(String)
  }

  /// The step as written, such as `ShowDetail` or `tab:1`.
  public var step: String
  /// The step's position in the list, from 1.
  public var number: Int
  public var reason: Reason
  /// The segue or scene the failure concerns.
  public var place: StoryboardLocation?

  /// A failure of the step `step`, the `number`th, for `reason`, at `place`.
  public init(step: String, number: Int, reason: Reason, place: StoryboardLocation?) {
    self.step = step
    self.number = number
    self.reason = reason
    self.place = place
  }

  /// The reason as a sentence.
  public var explanation: String {
    switch reason {
    case .noSuchSegue(let visible, let available):
      "No controller on screen or below it (the visible one is \(visible)) has a segue with "
        + "this identifier or id." + NameSuggestion.didYouMean(step, among: available)
        + (available.isEmpty
          ? " None of them has a segue with an identifier."
          : " The segue identifiers from here: " + available.joined(separator: ", ") + ".")
    case .segueCannotRun(let problem):
      problem.description
    case .unwindFindsNoDestination(let action, let source):
      "No controller that the unwind from \(source) searches implements '\(action)', so the "
        + "segue finds no destination (UIKit would drop it)."
    case .noTabBar(let visible):
      "No tab bar controller holds \(visible) or what presents it."
    case .noSuchTab(let index, let count):
      "The tab bar controller has \(count) tab(s); there is no tab \(index)."
    case .nothingToGoBack(let visible):
      "No navigation controller holding \(visible) has more than its root to pop."
    case .nothingPresented:
      "Nothing is presented, so there is nothing to dismiss."
    case .cannotInstantiate(let why):
      why
    }
  }

  /// `path:line:col: error: Step N 'step' cannot run: …`.
  public var description: String { diagnostic.xcodeDescription }

  /// The sentence without its place.
  var message: String { "Step \(number) '\(step)' cannot run: " + explanation }

  public var diagnostic: Diagnostic {
    Diagnostic(
      path: place?.path, location: place?.location, severity: .error, message: message,
      errorID: "step-failed")
  }
}
