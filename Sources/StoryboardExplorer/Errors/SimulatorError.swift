import StoryboardKit

/// Why the simulator could not launch an app or run a step. Each description is a full
/// sentence; those about a place in a storyboard start with `path:line:col: error:`.
public enum SimulatorError: Error, Sendable, Hashable, CustomStringConvertible,
  DiagnosticConvertible
{
  /// A storyboard could not be read or parsed; the error names its place.
  case unreadableStoryboard(StoryboardError)
  /// The `--sources` files could not be read.
  case unreadableSources(String)
  /// The paths could not be read as an app (one that does not exist, a project that cannot be
  /// read), or hold several apps where one was asked for: the diagnostic says which.
  case unreadableInputs(Diagnostic)
  /// No storyboard was given.
  case noStoryboards
  /// No storyboard is the launch storyboard (none was chosen, no Info.plist names one among
  /// the inputs, none is named `Main`), and no code opens one to explore from.
  case noStartStoryboard(candidates: [String])
  /// Several storyboards have the name of the launch storyboard: their paths.
  case ambiguousStart(name: String, paths: [String])
  /// The storyboard named as the start is not among the inputs, which are `among`.
  case startNotFound(String, among: [String])
  /// The start storyboard is a watchOS one: WatchKit's navigation is not modelled.
  case unsupportedPlatform(storyboard: String, at: StoryboardLocation)
  /// The start storyboard has no initial view controller, or it leads nowhere.
  case noInitialController(storyboard: String, at: StoryboardLocation)
  /// Instantiating a scene would make it contain itself.
  case containmentCycle(scene: String, at: StoryboardLocation)
  /// Instantiating a scene makes more controllers than the simulator allows at once.
  case hierarchyTooLarge(scene: String, limit: Int, at: StoryboardLocation)
  /// A step could not run.
  case stepFailed(StepFailure)

  /// `path:line:col: error: message`, or `error: message` when no place explains it.
  public var description: String { diagnostic.xcodeDescription }

  public var diagnostic: Diagnostic {
    switch self {
    case .unreadableStoryboard(let error): error.diagnostic
    case .unreadableInputs(let diagnostic): diagnostic
    case .stepFailed(let failure): failure.diagnostic
    default:
      Diagnostic(
        path: place?.path, location: place?.location, severity: .error, message: message,
        errorID: errorID)
    }
  }

  /// The storyboard place the error is about, if any.
  private var place: StoryboardLocation? {
    switch self {
    case .noInitialController(_, let place), .unsupportedPlatform(_, let place),
      .containmentCycle(_, let place),
      .hierarchyTooLarge(_, _, let place):
      place
    case .stepFailed(let failure): failure.place
    default: nil
    }
  }

  private var errorID: String {
    switch self {
    case .unreadableStoryboard: "storyboard-unreadable"
    case .unreadableSources: "sources-unreadable"
    case .unreadableInputs(let diagnostic): diagnostic.errorID ?? "inputs-unreadable"
    case .noStoryboards: "no-storyboards"
    case .noStartStoryboard: "no-start-storyboard"
    // The command line must choose: a usage error, as SourceIndexError's missing path.
    case .ambiguousStart: "usage"
    case .startNotFound: "start-not-found"
    case .noInitialController: "no-initial-controller"
    case .unsupportedPlatform: "unsupported-platform"
    case .containmentCycle: "containment-cycle"
    case .hierarchyTooLarge: "hierarchy-too-large"
    case .stepFailed: "step-failed"
    }
  }

  /// The sentence alone, without its place.
  private var message: String {
    switch self {
    case .unreadableStoryboard(let error): return error.message
    case .unreadableSources(let message): return message
    case .unreadableInputs(let diagnostic): return diagnostic.message
    case .noStoryboards: return "No storyboard was given to the simulator."
    case .noStartStoryboard(let candidates):
      let list = candidates.isEmpty ? "none has one" : candidates.joined(separator: ", ")
      return "No storyboard is named Main and none was chosen to launch (storyboards "
        + "with an initial view controller: \(list)); name the one to launch with --start."
    case .ambiguousStart(let name, let paths):
      let list = paths.joined(separator: ", ")
      return "\(paths.count) storyboards are named '\(name)' (\(list)); choose "
        + "the one to launch with --start PATH, or give each app's storyboards in a "
        + "separate run."
    case .startNotFound(let name, let names):
      let list = names.isEmpty ? "" : " The storyboards are: " + names.joined(separator: ", ") + "."
      return "No storyboard named '\(name)' is among the inputs."
        + NameSuggestion.didYouMean(name, among: names) + list
    case .noInitialController(let storyboard, _):
      return "The storyboard '\(storyboard)' has no initial view controller "
        + "the simulator can launch."
    case .unsupportedPlatform(let storyboard, _):
      return "The storyboard '\(storyboard)' is a watchOS one; the simulator models UIKit "
        + "and AppKit navigation, not WatchKit's (interface controllers, "
        + "pushController(withName:)), so it does not launch it."
    case .containmentCycle(let scene, _):
      return "Instantiating \(scene) would make it contain itself through "
        + "its relationship or embed segues."
    case .hierarchyTooLarge(let scene, let limit, _):
      return "Instantiating \(scene) makes more than \(limit) controllers "
        + "at once."
    case .stepFailed(let failure): return failure.message
    }
  }
}
