#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The controller `segue` leads to, unwrapped from navigation, tab and split containers, as the
  /// type the caller expects; traps with a message naming `source`'s type and both controller
  /// types when it is not one.
  ///
  /// What ``SegueHandler``'s `destination(of:as:presentation:)` does, for generated
  /// `typedSegue(for:)`, which calls it once per case with the type inferred from the case
  /// (`.showEditor(segueDestination(segue, from: self))`): a free function with one generic
  /// parameter and no default argument costs the compiler about a third less per case than the
  /// method (docs/Performance.md).
  /// - Parameters:
  ///   - segue: The segue being prepared.
  ///   - source: The controller preparing it, named in the failure.
  @MainActor
  public func segueDestination<Destination>(
    _ segue: UIStoryboardSegue, from source: AnyObject
  ) -> Destination {
    UIKitSegues.trapping(
      UIKitSegues.resolveDestination(of: segue, as: Destination.self, from: source))
  }
#endif
