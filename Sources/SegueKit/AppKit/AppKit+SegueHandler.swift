#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  // The same typed API as UIKit's, once for the two AppKit classes that perform segues (view and
  // window controllers, through `AppKitStoryboardController`). There is no `presentation:`
  // argument: an AppKit segue's kind (sheet, modal, popover, show) decides how its destination
  // is presented, and the destination has no style to change.

  @MainActor
  extension SegueHandler where Self: AppKitStoryboardController {
    /// Performs the storyboard segue named by `identifier` (AppKit's
    /// `performSegue(withIdentifier:sender:)`, typed).
    public func performSegue(_ identifier: SegueIdentifier, sender: Any?) {
      performSegue(withIdentifier: identifier.rawValue, sender: sender)
    }

    /// The typed identifier of `segue`; traps with a message naming this controller's type,
    /// the identifier received and the identifiers known when the storyboard and code disagree.
    public func segueIdentifier(for segue: NSStoryboardSegue) -> SegueIdentifier {
      AppKitSegues.trapping(AppKitSegues.segueIdentifier(for: segue, of: self))
    }

    /// The typed identifier of `segue`, or nil when it has no identifier (or an empty one, as an
    /// unnamed embed segue may); traps like ``segueIdentifier(for:)`` when it has one that is
    /// not a `SegueIdentifier` case. `typedSegue(for:)` starts with it.
    public func segueIdentifierIfNamed(for segue: NSStoryboardSegue) -> SegueIdentifier? {
      AppKitSegues.trapping(AppKitSegues.segueIdentifierIfNamed(for: segue, of: self))
    }

    /// The typed identifier of `segue`, or nil for segues without a known identifier, such as
    /// embed and relationship segues.
    public func segueIdentifierIfKnown(for segue: NSStoryboardSegue) -> SegueIdentifier? {
      AppKitSegues.segueIdentifierIfKnown(for: segue, of: self)
    }

    /// The controller `segue` leads to, unwrapped from window, tab and split controllers; traps
    /// with a message naming both types when it is not a `Destination`.
    public func destination<Destination>(
      of segue: NSStoryboardSegue, as type: Destination.Type = Destination.self
    ) -> Destination {
      AppKitSegues.trapping(resolveDestination(of: segue, as: type))
    }

    /// The controller `segue` leads to, or nil when it is not a `Destination`.
    public func destinationIfMatching<Destination>(
      of segue: NSStoryboardSegue, as type: Destination.Type = Destination.self
    ) -> Destination? {
      try? resolveDestination(of: segue, as: type).get()
    }

    /// The controller `segue` leads to, or the failure describing what it leads to instead.
    public func resolveDestination<Destination>(
      of segue: NSStoryboardSegue, as type: Destination.Type = Destination.self
    ) -> Result<Destination, SegueFailure> {
      AppKitSegues.resolveDestination(of: segue, as: type, from: self)
    }
  }
#endif
