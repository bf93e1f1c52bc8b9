#if canImport(UIKit)
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
      switch Self.resolveSegueIdentifier(segue.identifier, controllerType: typeNameForSegues) {
      case .success(let identifier): return identifier
      case .failure(let failure): fatalError(failure.description)
      }
    }

    /// The typed identifier of `segue`, or nil for segues without a known identifier, such as
    /// embed and relationship segues.
    public func segueIdentifierIfKnown(for segue: UIStoryboardSegue) -> SegueIdentifier? {
      guard let identifier = segue.identifier else { return nil }
      return SegueIdentifier(rawValue: identifier)
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
      switch resolveDestination(of: segue, as: type, presentation: presentation) {
      case .success(let destination): return destination
      case .failure(let failure): fatalError(failure.description)
      }
    }

    /// The controller `segue` leads to, or nil when it is not a `Destination`.
    public func destinationIfMatching<Destination>(
      of segue: UIStoryboardSegue, as type: Destination.Type = Destination.self,
      presentation: PresentationOption = .unchanged
    ) -> Destination? {
      try? resolveDestination(of: segue, as: type, presentation: presentation).get()
    }

    /// The controller `segue` leads to, or the failure describing what it leads to instead.
    public func resolveDestination<Destination>(
      of segue: UIStoryboardSegue, as type: Destination.Type = Destination.self,
      presentation: PresentationOption = .unchanged
    ) -> Result<Destination, SegueFailure> {
      if let style = presentation.style(for: traitCollection.userInterfaceIdiom.deviceIdiom) {
        segue.destination.modalPresentationStyle = style.uiKitStyle
      }
      return DestinationResolver.resolve(
        segue.destination, as: type, controllerType: typeNameForSegues,
        identifier: segue.identifier
      ) { candidate in
        (candidate as? UIViewController)?.containerContents.map { $0 as Any } ?? .none
      }
    }

    private var typeNameForSegues: String { DestinationResolver.typeName(self) }
  }

  extension UIUserInterfaceIdiom {
    fileprivate var deviceIdiom: DeviceIdiom {
      switch self {
      case .phone: .phone
      case .pad: .pad
      default: .other
      }
    }
  }

  extension ModalStyleOverride {
    fileprivate var uiKitStyle: UIModalPresentationStyle {
      switch self {
      case .currentContext: .currentContext
      case .overCurrentContext: .overCurrentContext
      case .formSheet: .formSheet
      case .fullScreen: .fullScreen
      }
    }
  }
#endif
