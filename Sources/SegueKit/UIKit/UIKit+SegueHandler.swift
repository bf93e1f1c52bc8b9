#if canImport(UIKit) && !os(watchOS)
  import UIKit

  @MainActor
  extension SegueHandler where Self: UIViewController {
    /// Performs the storyboard segue named by `identifier` (UIKit's
    /// `performSegue(withIdentifier:sender:)`, typed).
    public func performSegue(_ identifier: SegueIdentifier, sender: Any?) {
      performSegue(withIdentifier: identifier.rawValue, sender: sender)
    }

    /// The typed identifier of `segue`; traps with a message naming this controller's type, the
    /// identifier received and the identifiers known when the storyboard and code disagree.
    public func segueIdentifier(for segue: UIStoryboardSegue) -> SegueIdentifier {
      UIKitSegues.trapping(UIKitSegues.segueIdentifier(for: segue, of: self))
    }

    /// The typed identifier of `segue`, or nil when it has no identifier (or an empty one, as an
    /// unnamed embed segue may); traps like ``segueIdentifier(for:)`` when it has one that is
    /// not a `SegueIdentifier` case. `typedSegue(for:)` starts with it.
    public func segueIdentifierIfNamed(for segue: UIStoryboardSegue) -> SegueIdentifier? {
      UIKitSegues.trapping(UIKitSegues.segueIdentifierIfNamed(for: segue, of: self))
    }

    /// The typed identifier of `segue`, or nil for segues without a known identifier, such as
    /// embed and relationship segues.
    public func segueIdentifierIfKnown(for segue: UIStoryboardSegue) -> SegueIdentifier? {
      UIKitSegues.segueIdentifierIfKnown(for: segue, of: self)
    }

    /// The controller `segue` leads to, unwrapped from navigation, tab and split containers;
    /// traps with a message naming both types when it is not a `Destination`.
    /// - Parameters:
    ///   - segue: The segue being prepared.
    ///   - type: The controller type the code expects.
    ///   - presentation: A presentation style to set on the segue's destination first.
    public func destination<Destination>(
      of segue: UIStoryboardSegue, as type: Destination.Type = Destination.self,
      presentation: PresentationOption = .unchanged
    ) -> Destination {
      UIKitSegues.trapping(resolveDestination(of: segue, as: type, presentation: presentation))
    }

    /// The controller `segue` leads to, or nil when it is not a `Destination`.
    /// - Parameters:
    ///   - segue: The segue being prepared.
    ///   - type: The controller type the code expects.
    ///   - presentation: A presentation style to set on the segue's destination first.
    public func destinationIfMatching<Destination>(
      of segue: UIStoryboardSegue, as type: Destination.Type = Destination.self,
      presentation: PresentationOption = .unchanged
    ) -> Destination? {
      try? resolveDestination(of: segue, as: type, presentation: presentation).get()
    }

    /// The controller `segue` leads to, or the failure describing what it leads to instead.
    /// - Parameters:
    ///   - segue: The segue being prepared.
    ///   - type: The controller type the code expects.
    ///   - presentation: A presentation style to set on the segue's destination first.
    public func resolveDestination<Destination>(
      of segue: UIStoryboardSegue, as type: Destination.Type = Destination.self,
      presentation: PresentationOption = .unchanged
    ) -> Result<Destination, SegueFailure> {
      UIKitSegues.resolveDestination(
        of: segue, as: type, presentation: presentation, from: self)
    }
  }
#endif
