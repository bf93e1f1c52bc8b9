import SegueKit

/// The same typed API as SegueKit's UIKit adapter, for headless controllers; failures come from
/// the same ``SegueFailure`` decisions.
@MainActor
extension SegueHandler where Self: HeadlessController {
  /// Performs the segue named by `identifier`.
  @discardableResult
  public func performSegue(_ identifier: SegueIdentifier, sender: Any?)
    throws(HeadlessNavigationError) -> HeadlessSegue
  {
    try performSegue(withIdentifier: identifier.rawValue, sender: sender)
  }

  /// The typed identifier of `segue`, or the failure the UIKit adapter would trap with.
  public func resolveSegueIdentifier(for segue: HeadlessSegue) -> Result<
    SegueIdentifier, SegueFailure
  > {
    Self.resolveSegueIdentifier(
      segue.identifier, controllerType: String(describing: type(of: self)))
  }

  /// The typed identifier of `segue`; traps like the UIKit adapter on a mismatch.
  public func segueIdentifier(for segue: HeadlessSegue) -> SegueIdentifier {
    switch resolveSegueIdentifier(for: segue) {
    case .success(let identifier): return identifier
    case .failure(let failure): fatalError(failure.description)
    }
  }

  /// The typed identifier of `segue`, or nil when it has none this handler knows.
  public func segueIdentifierIfKnown(for segue: HeadlessSegue) -> SegueIdentifier? {
    guard let identifier = segue.identifier else { return nil }
    return SegueIdentifier(rawValue: identifier)
  }

  /// The controller `segue` leads to, unwrapped from containers, or the failure describing it.
  /// `presentation` sets a style on the segue's destination for the window's idiom first.
  public func resolveDestination<Destination>(
    of segue: HeadlessSegue, as type: Destination.Type = Destination.self,
    presentation: PresentationOption = .unchanged
  ) -> Result<Destination, SegueFailure> {
    if let style = presentation.style(for: window?.idiom ?? .pad) {
      segue.destination.modalPresentationStyle = HeadlessPresentationStyle(style)
    }
    return DestinationResolver.resolve(
      segue.destination, as: type, controllerType: String(describing: Swift.type(of: self)),
      identifier: segue.identifier
    ) { candidate in
      (candidate as? HeadlessController)?.containerContents.map { $0 as Any } ?? .none
    }
  }

  /// The controller `segue` leads to; traps like the UIKit adapter on a mismatch.
  public func destination<Destination>(
    of segue: HeadlessSegue, as type: Destination.Type = Destination.self,
    presentation: PresentationOption = .unchanged
  ) -> Destination {
    switch resolveDestination(of: segue, as: type, presentation: presentation) {
    case .success(let destination): return destination
    case .failure(let failure): fatalError(failure.description)
    }
  }

  /// The controller `segue` leads to, or nil when it is not a `Destination`.
  public func destinationIfMatching<Destination>(
    of segue: HeadlessSegue, as type: Destination.Type = Destination.self,
    presentation: PresentationOption = .unchanged
  ) -> Destination? {
    try? resolveDestination(of: segue, as: type, presentation: presentation).get()
  }
}
