/// A segue that cannot be performed, or a scene that cannot be instantiated. UIKit raises an
/// exception or logs; the headless model throws so that a test can assert it.
public enum HeadlessNavigationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `performSegue(withIdentifier:sender:)` with an identifier the scene does not have.
  case noSegue(receiver: String, identifier: String)
  /// An unwind segue found no controller above its source that can perform its action; UIKit
  /// logs and does nothing.
  case noUnwindDestination(receiver: String, action: String)
  /// A scene was instantiated from a ``HeadlessStoryboard`` without a scene of its storyboard
  /// identifier; UIKit raises.
  case noScene(storyboard: String, identifier: String)
  /// A scene of the storyboard `named` was instantiated from the ``HeadlessStoryboard`` named
  /// `headless`; UIKit, which looks the storyboard up by name, raises when it finds none.
  case noStoryboard(named: String, headless: String)

  public var description: String {
    switch self {
    case .noSegue(let receiver, let identifier):
      // UIKit's NSInvalidArgumentException reason, word for word.
      "Receiver (\(receiver)) has no segue with identifier '\(identifier)'"
    case .noUnwindDestination(let receiver, let action):
      "No controller above \(receiver) can perform the unwind action '\(action)'."
    case .noScene(let storyboard, let identifier):
      // UIKit's NSInvalidArgumentException reason, with the storyboard's name for its address.
      "Storyboard (\(storyboard)) doesn't contain a view controller with identifier "
        + "'\(identifier)'"
    case .noStoryboard(let named, let headless):
      "Could not find a storyboard named '\(named)': the headless storyboard is named "
        + "'\(headless)'."
    }
  }
}
