/// Why a segue could not be handled as the code expected.
///
/// The platform adapters trap with ``description`` (a storyboard and its code disagreeing is a
/// programming error, as in UIKit), while the non-trapping variants and the tests use the value.
public enum SegueFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// The segue's identifier is missing or is not a case of the handler's `SegueIdentifier`.
  /// `known` is nil when the identifier enum is not `CaseIterable`.
  case unknownIdentifier(controllerType: String, received: String?, known: [String]?)
  /// The segue's destination, after unwrapping containers, is not of the expected type.
  /// `found` describes the destination and what was looked at inside it.
  case destinationMismatch(
    controllerType: String, identifier: String?, expected: String, found: String)

  /// The failure in a full sentence, naming the controller and what it received or found.
  public var description: String {
    switch self {
    case .unknownIdentifier(let controllerType, let received, let known):
      // Interface Builder can write `identifier=""`; that reads as no identifier at all.
      let receivedText =
        received.flatMap { $0.isEmpty ? nil : "a segue with identifier \(quoted($0))" }
        ?? "a segue without an identifier"
      return
        "\(controllerType) received \(receivedText), which is not one of its SegueIdentifier "
        + "cases \(knownList(known)). Check the identifier in the storyboard, or use "
        + "segueIdentifierIfKnown(for:) for segues that have none, such as embed segues."
    case .destinationMismatch(let controllerType, let identifier, let expected, let found):
      return
        "\(controllerType)'s segue \(identifier.map(quoted) ?? "without an identifier") leads "
        + "to \(found), not to the expected \(expected)."
    }
  }

  private func quoted(_ text: String) -> String { "'\(text)'" }

  private func knownList(_ known: [String]?) -> String {
    guard let known else { return "(not listed: SegueIdentifier is not CaseIterable)" }
    if known.isEmpty { return "(it has none)" }
    return "(" + known.map(quoted).joined(separator: ", ") + ")"
  }
}
