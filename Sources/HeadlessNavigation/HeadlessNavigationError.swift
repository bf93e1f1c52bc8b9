/// A failure UIKit reports by raising an Objective-C exception, which a headless test can catch.
public enum HeadlessNavigationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `performSegue(withIdentifier:sender:)` with an identifier the scene does not have.
  case noSegue(receiver: String, identifier: String)

  public var description: String {
    switch self {
    case .noSegue(let receiver, let identifier):
      // UIKit's NSInvalidArgumentException reason, word for word.
      "Receiver (\(receiver)) has no segue with identifier '\(identifier)'"
    }
  }
}
