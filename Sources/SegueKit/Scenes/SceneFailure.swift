/// Why a storyboard scene could not be instantiated as the code expected.
///
/// The UIKit and AppKit adapters trap with ``description`` (a storyboard and its code
/// disagreeing is a programming error), `instantiateIfMatching()` returns nil instead, and
/// HeadlessNavigation hands the value to tests. A storyboard without a scene of the requested
/// identifier is not among these failures: UIKit and AppKit raise their own exception first.
public enum SceneFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// The storyboard made a controller that is not of the expected class. `identifier` is nil
  /// for the initial scene.
  case mismatch(storyboard: String, identifier: String?, expected: String, found: String)
  /// The storyboard has no initial scene.
  case noInitialScene(storyboard: String, expected: String)

  /// The failure in a full sentence, naming the storyboard, the scene and both classes.
  public var description: String {
    switch self {
    case .mismatch(let storyboard, let identifier, let expected, let found):
      let scene = identifier.map { "The scene \(quoted($0))" } ?? "The initial scene"
      return
        "\(scene) of storyboard \(quoted(storyboard)) is a \(found), not the expected "
        + "\(expected). Check the scene's class and module in the storyboard (a class that "
        + "cannot be found gives a plain controller), and generate the scenes again after "
        + "changing the storyboard."
    case .noInitialScene(let storyboard, let expected):
      return
        "Storyboard \(quoted(storyboard)) has no initial scene, so it cannot make the expected "
        + "\(expected). Mark a scene as the initial controller in the storyboard, and generate "
        + "the scenes again after changing the storyboard."
    }
  }

  private func quoted(_ text: String) -> String { "'\(text)'" }

  /// The value of `result`, or a trap with the failure's message.
  package static func trapping<Controller>(_ result: Result<Controller, SceneFailure>)
    -> Controller
  {
    switch result {
    case .success(let controller): return controller
    case .failure(let failure): fatalError(failure.description)
    }
  }

  /// The names of the expected class and of `found`'s class, as the message shows them:
  /// module-qualified when the short names are the same, so the message tells them apart.
  static func typeNames<Expected>(expected: Expected.Type, found: Any) -> (
    expected: String, found: String
  ) {
    let foundType = type(of: found)
    let short = (String(describing: expected), String(describing: foundType))
    guard short.0 == short.1 else { return short }
    return (String(reflecting: expected), String(reflecting: foundType))
  }
}
