/// A view controller that names its storyboard segues with an enum instead of strings.
///
/// Conform a view controller and declare the identifiers its scene's segues carry in the
/// storyboard:
///
/// ```swift
/// final class JobListViewController: UITableViewController, SegueHandler {
///   enum SegueIdentifier: String, CaseIterable {
///     case showJobEditor = "ShowJobEditor"
///     case showAddPaycheck = "ShowAddPaycheck"
///   }
/// }
/// ```
///
/// SegueKit then gives UIKit view controllers and AppKit view and window controllers that conform
/// `performSegue(_:sender:)`, `segueIdentifier(for:)`, `segueIdentifierIfNamed(for:)`,
/// `segueIdentifierIfKnown(for:)`, `destination(of:as:)`, `destinationIfMatching(of:as:)` and
/// `resolveDestination(of:as:)` (UIKit's three destination methods also take a `presentation:`). Making `SegueIdentifier`
/// `CaseIterable` lets failure messages list the identifiers the controller knows.
public protocol SegueHandler {
  /// The identifiers of the segues that start at this controller's scene.
  associatedtype SegueIdentifier: RawRepresentable where SegueIdentifier.RawValue == String
}

extension SegueHandler {
  /// Turns a segue's raw identifier into this handler's ``SegueIdentifier``, or describes why it
  /// cannot.
  ///
  /// This is the decision behind every platform's `segueIdentifier(for:)`; it never traps, so
  /// it can be asserted on in tests.
  /// - Parameters:
  ///   - rawIdentifier: The segue's `identifier`, which storyboards may leave unset.
  ///   - controllerType: The name of the receiving controller's type, for the message.
  package static func resolveSegueIdentifier(
    _ rawIdentifier: String?, controllerType: String
  ) -> Result<SegueIdentifier, SegueFailure> {
    if let rawIdentifier, let identifier = SegueIdentifier(rawValue: rawIdentifier) {
      return .success(identifier)
    }
    return .failure(
      .unknownIdentifier(
        controllerType: controllerType, received: rawIdentifier,
        known: knownSegueIdentifiers))
  }

  /// The raw values of every ``SegueIdentifier``, when the enum is `CaseIterable`; otherwise nil.
  package static var knownSegueIdentifiers: [String]? {
    guard let iterable = SegueIdentifier.self as? any CaseIterable.Type else { return nil }
    return rawValues(of: iterable)
  }

  private static func rawValues<Identifiers: CaseIterable>(of _: Identifiers.Type) -> [String] {
    Identifiers.allCases.compactMap { ($0 as? SegueIdentifier)?.rawValue }
  }
}
