import SegueKit

/// The same typed API as SegueKit's UIKit adapter, for headless controllers, from the same
/// decisions: the same ``SegueFailure`` values, the same container unwrapping.
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
    HeadlessSegues.segueIdentifier(for: segue, of: self)
  }

  /// The typed identifier of `segue`; traps like the UIKit adapter on a mismatch.
  public func segueIdentifier(for segue: HeadlessSegue) -> SegueIdentifier {
    HeadlessSegues.trapping(resolveSegueIdentifier(for: segue))
  }

  /// The typed identifier of `segue`, nil when it has no identifier or an empty one, or the
  /// failure the UIKit adapter's `segueIdentifierIfNamed(for:)` would trap with.
  public func resolveSegueIdentifierIfNamed(for segue: HeadlessSegue) -> Result<
    SegueIdentifier?, SegueFailure
  > {
    HeadlessSegues.segueIdentifierIfNamed(for: segue, of: self)
  }

  /// The typed identifier of `segue`, nil when it has no identifier or an empty one; traps like
  /// the UIKit adapter when it has one this handler does not know.
  public func segueIdentifierIfNamed(for segue: HeadlessSegue) -> SegueIdentifier? {
    HeadlessSegues.trapping(resolveSegueIdentifierIfNamed(for: segue))
  }

  /// The typed identifier of `segue`, or nil when it has none this handler knows.
  public func segueIdentifierIfKnown(for segue: HeadlessSegue) -> SegueIdentifier? {
    HeadlessSegues.segueIdentifierIfKnown(for: segue, of: self)
  }

  /// The controller `segue` leads to; traps like the UIKit adapter on a mismatch.
  /// - Parameters:
  ///   - segue: The segue being prepared.
  ///   - type: The controller type the code expects.
  ///   - presentation: A style to set on the segue's destination for the window's idiom first.
  public func destination<Destination>(
    of segue: HeadlessSegue, as type: Destination.Type = Destination.self,
    presentation: PresentationOption = .unchanged
  ) -> Destination {
    HeadlessSegues.trapping(resolveDestination(of: segue, as: type, presentation: presentation))
  }

  /// The controller `segue` leads to, or nil when it is not a `Destination`.
  /// - Parameters:
  ///   - segue: The segue being prepared.
  ///   - type: The controller type the code expects.
  ///   - presentation: A style to set on the segue's destination for the window's idiom first.
  public func destinationIfMatching<Destination>(
    of segue: HeadlessSegue, as type: Destination.Type = Destination.self,
    presentation: PresentationOption = .unchanged
  ) -> Destination? {
    try? resolveDestination(of: segue, as: type, presentation: presentation).get()
  }

  /// The controller `segue` leads to, unwrapped from containers, or the failure describing it.
  /// - Parameters:
  ///   - segue: The segue being prepared.
  ///   - type: The controller type the code expects.
  ///   - presentation: A style to set on the segue's destination for the window's idiom first.
  public func resolveDestination<Destination>(
    of segue: HeadlessSegue, as type: Destination.Type = Destination.self,
    presentation: PresentationOption = .unchanged
  ) -> Result<Destination, SegueFailure> {
    HeadlessSegues.resolveDestination(
      of: segue, as: type, presentation: presentation, from: self)
  }
}
