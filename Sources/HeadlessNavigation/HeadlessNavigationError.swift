/// A segue that cannot be performed. UIKit raises an exception or logs; the headless model throws
/// so that a test can assert it.
public enum HeadlessNavigationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `performSegue(withIdentifier:sender:)` with an identifier the scene does not have.
  case noSegue(receiver: String, identifier: String)
  /// An unwind segue found no controller above its source that can perform its action; UIKit
  /// logs and does nothing.
  case noUnwindDestination(receiver: String, action: String)

  public var description: String {
    switch self {
    case .noSegue(let receiver, let identifier):
      // UIKit's NSInvalidArgumentException reason, word for word.
      "Receiver (\(receiver)) has no segue with identifier '\(identifier)'"
    case .noUnwindDestination(let receiver, let action):
      "No controller above \(receiver) can perform the unwind action '\(action)'."
    }
  }
}
