#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// The controller `segue` leads to, unwrapped from its containers, as the type the caller
  /// expects; traps with a message naming `source`'s type and both controller types when it is
  /// not one.
  ///
  /// What ``SegueHandler``'s `destination(of:as:)` does, for generated `typedSegue(for:)`, which
  /// calls it once per case with the type inferred from the case: a free function costs the
  /// compiler less per case than the method (docs/Performance.md).
  /// - Parameters:
  ///   - segue: The segue being prepared.
  ///   - source: The controller preparing it, named in the failure.
  @MainActor
  public func segueDestination<Destination>(
    _ segue: NSStoryboardSegue, from source: AnyObject
  ) -> Destination {
    AppKitSegues.trapping(
      AppKitSegues.resolveDestination(of: segue, as: Destination.self, from: source))
  }
#endif
