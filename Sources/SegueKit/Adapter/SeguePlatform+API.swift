/// The typed segue API, once for every platform: each platform's public methods call these.
extension SeguePlatform {
  /// The typed identifier of `segue` for `handler`, or the failure naming what was received.
  package static func segueIdentifier<Handler: SegueHandler>(
    for segue: Segue, of handler: Handler
  ) -> Result<Handler.SegueIdentifier, SegueFailure> {
    Handler.resolveSegueIdentifier(
      identifier(of: segue), controllerType: DestinationResolver.typeName(handler))
  }

  /// The typed identifier of `segue`; nil when it has no identifier or an empty one, as an
  /// unnamed embed segue has; the failure naming what was received when `Handler` does not know it.
  package static func segueIdentifierIfNamed<Handler: SegueHandler>(
    for segue: Segue, of handler: Handler
  ) -> Result<Handler.SegueIdentifier?, SegueFailure> {
    guard let identifier = identifier(of: segue), !identifier.isEmpty else { return .success(nil) }
    return segueIdentifier(for: segue, of: handler).map { $0 }
  }

  /// The typed identifier of `segue`, or nil when it has none `Handler` knows.
  package static func segueIdentifierIfKnown<Handler: SegueHandler>(
    for segue: Segue, of _: Handler
  ) -> Handler.SegueIdentifier? {
    guard let identifier = identifier(of: segue) else { return nil }
    return Handler.SegueIdentifier(rawValue: identifier)
  }

  /// The controller `segue` leads to, unwrapped from containers, or the failure describing what
  /// it leads to instead; `source` is the controller preparing the segue, named in the failure.
  package static func resolveDestination<Destination>(
    of segue: Segue, as type: Destination.Type, from source: Any
  ) -> Result<Destination, SegueFailure> {
    DestinationResolver.resolve(
      destination(of: segue), as: type, controllerType: DestinationResolver.typeName(source),
      identifier: identifier(of: segue)
    ) { contents(of: $0) }
  }

  /// The value of `result`, or a trap with the failure's message: a storyboard and its code
  /// disagreeing is a programming error, as UIKit treats an unknown segue identifier.
  package static func trapping<Value>(_ result: Result<Value, SegueFailure>) -> Value {
    switch result {
    case .success(let value): return value
    case .failure(let failure): fatalError(failure.description)
    }
  }
}

extension PresentingSeguePlatform {
  /// Sets the style `presentation` chooses for `source`'s idiom on the destination, then
  /// resolves the destination as ``SeguePlatform/resolveDestination(of:as:from:)`` does.
  package static func resolveDestination<Destination>(
    of segue: Segue, as type: Destination.Type, presentation: PresentationOption,
    from source: Source
  ) -> Result<Destination, SegueFailure> {
    if let style = presentation.style(for: idiom(of: source)) {
      setPresentationStyle(style, ofDestinationOf: segue)
    }
    return resolveDestination(of: segue, as: type, from: source)
  }
}
