#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  @MainActor
  extension SegueHandler where Self: NSViewController {
    /// Performs the storyboard segue named by `identifier`.
    public func performSegue(_ identifier: SegueIdentifier, sender: Any?) {
      performSegue(withIdentifier: identifier.rawValue, sender: sender)
    }

    /// The typed identifier of `segue`; traps with a message naming this controller's type, the
    /// identifier received and the identifiers known when the storyboard and code disagree.
    public func segueIdentifier(for segue: NSStoryboardSegue) -> SegueIdentifier {
      AppKitSegues.identifier(of: segue, for: self)
    }

    /// The typed identifier of `segue`, or nil for segues without a known identifier.
    public func segueIdentifierIfKnown(for segue: NSStoryboardSegue) -> SegueIdentifier? {
      guard let identifier = segue.identifier else { return nil }
      return SegueIdentifier(rawValue: identifier)
    }

    /// The controller `segue` leads to, unwrapped from window, tab and split controllers; traps
    /// with a message naming both types when it is not a `Destination`.
    public func destination<Destination>(
      of segue: NSStoryboardSegue, as type: Destination.Type = Destination.self
    ) -> Destination {
      AppKitSegues.trapping(AppKitSegues.destination(of: segue, as: type, for: self))
    }

    /// The controller `segue` leads to, or nil when it is not a `Destination`.
    public func destinationIfMatching<Destination>(
      of segue: NSStoryboardSegue, as type: Destination.Type = Destination.self
    ) -> Destination? {
      try? AppKitSegues.destination(of: segue, as: type, for: self).get()
    }
  }

  @MainActor
  extension SegueHandler where Self: NSWindowController {
    /// Performs the storyboard segue named by `identifier`.
    public func performSegue(_ identifier: SegueIdentifier, sender: Any?) {
      performSegue(withIdentifier: identifier.rawValue, sender: sender)
    }

    /// The typed identifier of `segue`; traps with a message naming this controller's type, the
    /// identifier received and the identifiers known when the storyboard and code disagree.
    public func segueIdentifier(for segue: NSStoryboardSegue) -> SegueIdentifier {
      AppKitSegues.identifier(of: segue, for: self)
    }

    /// The typed identifier of `segue`, or nil for segues without a known identifier.
    public func segueIdentifierIfKnown(for segue: NSStoryboardSegue) -> SegueIdentifier? {
      guard let identifier = segue.identifier else { return nil }
      return SegueIdentifier(rawValue: identifier)
    }

    /// The controller `segue` leads to, unwrapped from window, tab and split controllers; traps
    /// with a message naming both types when it is not a `Destination`.
    public func destination<Destination>(
      of segue: NSStoryboardSegue, as type: Destination.Type = Destination.self
    ) -> Destination {
      AppKitSegues.trapping(AppKitSegues.destination(of: segue, as: type, for: self))
    }

    /// The controller `segue` leads to, or nil when it is not a `Destination`.
    public func destinationIfMatching<Destination>(
      of segue: NSStoryboardSegue, as type: Destination.Type = Destination.self
    ) -> Destination? {
      try? AppKitSegues.destination(of: segue, as: type, for: self).get()
    }
  }

  /// The bodies shared by the view controller and window controller extensions.
  @MainActor
  enum AppKitSegues {
    static func identifier<Handler: SegueHandler>(
      of segue: NSStoryboardSegue, for handler: Handler
    ) -> Handler.SegueIdentifier {
      trapping(
        Handler.resolveSegueIdentifier(
          segue.identifier, controllerType: DestinationResolver.typeName(handler)))
    }

    static func destination<Destination>(
      of segue: NSStoryboardSegue, as type: Destination.Type, for handler: Any
    ) -> Result<Destination, SegueFailure> {
      DestinationResolver.resolve(
        segue.destinationController, as: type,
        controllerType: DestinationResolver.typeName(handler), identifier: segue.identifier,
        contents: appKitContainerContents(of:))
    }

    static func trapping<Value>(_ result: Result<Value, SegueFailure>) -> Value {
      switch result {
      case .success(let value): return value
      case .failure(let failure): fatalError(failure.description)
      }
    }
  }
#endif
