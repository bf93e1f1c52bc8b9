import StoryboardKit

extension UIFramework {
  /// The class Interface Builder instantiates for `controller` when it has no custom class, as
  /// code names it: the framework class of its element on `platform` when this framework
  /// declares it; otherwise the base class, with why, as its own class is in a module the code
  /// does not import (GLKit, AVKit, MapKit, SwiftUI) or the element has none.
  func sceneClass(of controller: Controller, on platform: Platform) -> (
    type: TypeName, note: String?
  ) {
    let found = FrameworkClass(element: controller.element, platform: platform)
    if let found, found.module == moduleName, !found.isGeneric {
      return (.framework(found.name), nil)
    }
    let note =
      found.map { "\($0.module)'s \($0.isGeneric ? "generic " : "")`\($0.name)`" }
      ?? "a `\(comment: controller.element)` element"
    return (viewControllerClass, "the base class of " + note)
  }

  /// The class of another framework that Interface Builder instantiates for `controller`
  /// without a custom class, which a scene is typed as where code can import that framework
  /// (`#if canImport`), as SwiftGen and R.swift type it: GLKit's `GLKViewController`, AVKit's
  /// `AVPlayerViewController`. Not SwiftUI's hosting controllers, which are generic over a view
  /// the storyboard does not name, nor MapKit's `MKLookAroundViewController`, which iOS 16
  /// introduced, so that a stored property of its type would not compile in an app that deploys
  /// to an earlier iOS.
  func importedClass(of controller: Controller, on platform: Platform) -> FrameworkClass? {
    guard let found = FrameworkClass(element: controller.element, platform: platform),
      Self.importedModules.contains(found.module), !found.isGeneric
    else { return nil }
    return found
  }

  private static let importedModules: Set<String> = ["GLKit", "AVKit"]

  /// The class Interface Builder instantiates for a segue's destination `controller` without a
  /// custom class, as a typed destination names it: the view controller class for the kinds
  /// it is unlikely to need (a collection or page view controller).
  func baseClass(of controller: Controller, on platform: Platform) -> TypeName {
    guard destinationKinds.contains(controller.kind) else { return viewControllerClass }
    return sceneClass(of: controller, on: platform).type
  }

  private var destinationKinds: Set<ControllerKind> {
    switch self {
    case .uiKit: [.navigation, .tabBar, .split, .table]
    case .appKit: [.window, .split, .tab]
    }
  }
}
