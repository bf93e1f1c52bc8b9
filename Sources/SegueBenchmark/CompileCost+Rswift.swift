import SegueGenerator

extension CompileCost {
  /// The other peer's shape, written from the same inventory: what R.swift 7 emits for these
  /// storyboards' segues and scenes. `R.segue.<controller>.<identifier>`, a computed
  /// `StoryboardSegueIdentifier<UIStoryboardSegue, Source, Destination>` per identifier of each
  /// class (the destination's controller class, not unwrapped from its container);
  /// `R.storyboard.<name>`, a struct per storyboard adopting `StoryboardReference` (and
  /// `InitialControllerContainer` when it has an initial scene) with a computed
  /// `StoryboardViewControllerIdentifier<Class>` per scene and the `validate()` that
  /// instantiates each one. R.swift's file imports its support library, so the support types
  /// (``module``) are compiled once into a module named `RswiftResources`, as the app's own
  /// modules are, and only the file is timed.
  struct RswiftShaped {
    var source = ""

    init(inventory: Inventory, imports: [String]) {
      var lines = imports.map { "import \($0)" } + ["import RswiftResources"]
      lines.append(
        """
        private final class BundleFinder {}
        let R = _R(bundle: Bundle(for: BundleFinder.self))

        struct _R {
          let bundle: Foundation.Bundle
          var segue: segue { .init() }
          var storyboard: storyboard { .init(bundle: bundle) }

          struct segue {
        """)
      let classes = inventory.destinations.sorted { $0.key < $1.key }
      let classNames = Dictionary(
        uniqueKeysWithValues: SwiftGenShaped.uniqueNames(classes.map(\.key), upper: false))
      for (type, _) in classes {
        let name = classNames[type] ?? "_"
        lines.append("    var `\(name)`: `\(name)` { .init() }")
      }
      for (type, destinations) in classes {
        let name = classNames[type] ?? "_"
        lines.append("    struct `\(name)` {")
        let identifiers = destinations.keys.sorted()
        for (identifier, property) in SwiftGenShaped.uniqueNames(identifiers, upper: false) {
          let destination = destinations[identifier] ?? "UIViewController"
          lines.append(
            "      var `\(property)`: RswiftResources.StoryboardSegueIdentifier<UIKit.UIStoryboardSegue, "
              + "\(type), \(destination)> { .init(identifier: \(SwiftStringLiteral.quoted(identifier))) }"
          )
        }
        lines.append("    }")
      }
      lines.append("  }\n\n  struct storyboard {\n    let bundle: Foundation.Bundle")
      let storyboards = SwiftGenShaped.uniqueNames(
        Array(Set(inventory.scenes.map(\.storyboard))).sorted(), upper: false)
      for (_, name) in storyboards {
        lines.append("    var `\(name)`: `\(name)` { .init(bundle: bundle) }")
        lines.append(
          "    func `\(name)`(bundle: Foundation.Bundle) -> `\(name)` { .init(bundle: bundle) }")
      }
      for (storyboard, name) in storyboards {
        lines += Self.storyboardStruct(
          storyboard, name: name, scenes: inventory.scenes.filter { $0.storyboard == storyboard })
      }
      lines.append("  }\n}")
      source = lines.joined(separator: "\n") + "\n"
    }

    /// A storyboard's struct: its name and bundle, a property per identified scene, and
    /// `validate()`.
    private static func storyboardStruct(
      _ storyboard: String, name: String, scenes: [Inventory.Scene]
    ) -> [String] {
      let initial = scenes.first { $0.identifier == nil }
      let identified = scenes.filter { $0.identifier != nil }
      let properties = SwiftGenShaped.uniqueNames(identified.compactMap(\.identifier), upper: false)
      var lines = [
        "    struct `\(name)`: RswiftResources.StoryboardReference"
          + (initial == nil ? "" : ", RswiftResources.InitialControllerContainer") + " {"
      ]
      if let initial { lines.append("      typealias InitialController = \(initial.type)") }
      lines.append("      let bundle: Foundation.Bundle")
      lines.append("      let name = \(SwiftStringLiteral.quoted(storyboard))")
      for (scene, (identifier, property)) in zip(identified, properties) {
        lines.append(
          "      var `\(property)`: RswiftResources.StoryboardViewControllerIdentifier<\(scene.type)> "
            + "{ .init(identifier: \(SwiftStringLiteral.quoted(identifier)), storyboard: name, bundle: bundle) }"
        )
      }
      lines.append("      @MainActor func validate() throws {")
      for (scene, (_, property)) in zip(identified, properties) {
        let message =
          "[R.swift] ViewController with identifier '\(property)' could not be loaded from "
          + "storyboard '\(storyboard)' as '\(scene.type)'."
        lines.append(
          "        if `\(property)`() == nil { "
            + "throw RswiftResources.ValidationError(\(SwiftStringLiteral.quoted(message))) }")
      }
      lines.append("      }\n    }")
      return lines
    }

    /// The part of R.swift's RswiftResources library that the file uses, for UIKit.
    static let module = """
      import Foundation
      import UIKit

      public protocol StoryboardReference {
        var name: String { get }
        var bundle: Bundle { get }
      }

      public protocol InitialControllerContainer {
        associatedtype InitialController
      }

      public struct ValidationError: Error, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
      }

      public struct StoryboardSegueIdentifier<Segue, Source, Destination>: Sendable {
        public let identifier: String
        public init(identifier: String) { self.identifier = identifier }
      }

      public struct TypedStoryboardSegueInfo<Segue, Source, Destination> {
        public let segue: Segue
        public let identifier: String
        public let source: Source
        public let destination: Destination

        @MainActor
        public init?(segueIdentifier: StoryboardSegueIdentifier<Segue, Source, Destination>, segue: UIStoryboardSegue) {
          guard let identifier = segue.identifier, identifier == segueIdentifier.identifier,
            let source = segue.source as? Source, let destination = segue.destination as? Destination,
            let typed = segue as? Segue
          else { return nil }
          self.segue = typed
          self.identifier = identifier
          self.source = source
          self.destination = destination
        }
      }

      public struct StoryboardViewControllerIdentifier<ViewController>: Sendable {
        public let identifier: String
        public let storyboard: String
        public let bundle: Bundle
        public init(identifier: String, storyboard: String, bundle: Bundle) {
          self.identifier = identifier
          self.storyboard = storyboard
          self.bundle = bundle
        }
      }

      @MainActor
      extension StoryboardViewControllerIdentifier where ViewController: UIViewController {
        public func callAsFunction() -> ViewController? {
          UIStoryboard(name: storyboard, bundle: bundle).instantiateViewController(withIdentifier: identifier) as? ViewController
        }
      }

      @MainActor
      extension StoryboardReference where Self: InitialControllerContainer {
        public func instantiateInitialViewController() -> InitialController? {
          UIStoryboard(name: name, bundle: bundle).instantiateInitialViewController() as? InitialController
        }
      }

      @MainActor
      extension UIViewController {
        public func performSegue<Segue, Destination>(
          withIdentifier identifier: StoryboardSegueIdentifier<Segue, UIViewController, Destination>, sender: Any?
        ) {
          performSegue(withIdentifier: identifier.identifier, sender: sender)
        }
      }
      """
  }
}
