import SegueGenerator

extension CompileCost {
  /// The peer's shape, written from the same inventory: what SwiftGen's `scenes-swift5` and
  /// `segues-swift5` templates emit for these storyboards. Per storyboard, an enum of its scenes
  /// (`SceneType<Class>` with the identifier, `InitialSceneType<Class>`) under
  /// `StoryboardScene`, and a `String` enum of its segue identifiers under `StoryboardSegue`;
  /// then the support types those templates put in the same file (`StoryboardType`,
  /// `SceneType`, `InitialSceneType`, the bundle token, `SegueType` and `perform(segue:)`).
  /// SwiftGen types no destination, so the file holds less than ours.
  struct SwiftGenShaped {
    var source = ""

    init(inventory: Inventory, imports: [String]) {
      var lines = imports.map { "import \($0)" }
      let storyboards = Self.uniqueNames(
        Array(Set(inventory.scenes.map(\.storyboard)).union(inventory.storyboardSegues.keys))
          .sorted(), upper: true)
      lines.append("enum StoryboardScene {")
      for (storyboard, name) in storyboards {
        let scenes = inventory.scenes.filter { $0.storyboard == storyboard }
        guard !scenes.isEmpty else { continue }
        lines.append("  enum \(name): StoryboardType {")
        lines.append("    static let storyboardName = \(SwiftStringLiteral.quoted(storyboard))")
        let identified = scenes.compactMap(\.identifier)
        let properties = Dictionary(
          uniqueKeysWithValues: Self.uniqueNames(identified, upper: false))
        for scene in scenes {
          guard let identifier = scene.identifier else {
            lines.append(
              "    static let initialScene = InitialSceneType<\(scene.type)>(storyboard: \(name).self)"
            )
            continue
          }
          lines.append(
            "    static let \(properties[identifier] ?? "_") = SceneType<\(scene.type)>(storyboard: "
              + "\(name).self, identifier: \(SwiftStringLiteral.quoted(identifier)))")
        }
        lines.append("  }")
      }
      lines.append("}")
      lines.append("enum StoryboardSegue {")
      for (storyboard, name) in storyboards {
        guard let identifiers = inventory.storyboardSegues[storyboard], !identifiers.isEmpty
        else { continue }
        lines.append("  enum \(name): String, SegueType {")
        for (identifier, caseName) in Self.uniqueNames(identifiers.sorted(), upper: false) {
          lines.append("    case `\(caseName)` = \(SwiftStringLiteral.quoted(identifier))")
        }
        lines.append("  }")
      }
      lines.append("}")
      source = (lines + [Self.support]).joined(separator: "\n") + "\n"
    }

    /// Each of `values` with a Swift name made of its letters and digits, first letter upper
    /// or lower; a name taken twice gets underscores.
    static func uniqueNames(_ values: [String], upper: Bool) -> [(String, String)] {
      var taken: Set<String> = []
      return values.map { value in
        var name = HandWritten.caseName(value)
        if upper { name = name.prefix(1).uppercased() + name.dropFirst() }
        while !taken.insert(name).inserted { name += "_" }
        return (value, name)
      }
    }

    /// The support types the two templates write into the generated file, for UIKit.
    static let support = """
      protocol StoryboardType {
        static var storyboardName: String { get }
      }

      extension StoryboardType {
        static var storyboard: UIStoryboard {
          let name = self.storyboardName
          return UIStoryboard(name: name, bundle: BundleToken.bundle)
        }
      }

      struct SceneType<T: UIViewController> {
        let storyboard: StoryboardType.Type
        let identifier: String

        @MainActor func instantiate() -> T {
          let identifier = self.identifier
          guard let controller = storyboard.storyboard.instantiateViewController(withIdentifier: identifier) as? T else {
            fatalError("ViewController '\\(identifier)' is not of the expected class \\(T.self).")
          }
          return controller
        }

        @available(iOS 13.0, tvOS 13.0, *)
        @MainActor func instantiate(creator block: @escaping (NSCoder) -> T?) -> T {
          return storyboard.storyboard.instantiateViewController(identifier: identifier, creator: block)
        }
      }

      struct InitialSceneType<T: UIViewController> {
        let storyboard: StoryboardType.Type

        @MainActor func instantiate() -> T {
          guard let controller = storyboard.storyboard.instantiateInitialViewController() as? T else {
            fatalError("ViewController is not of the expected class \\(T.self).")
          }
          return controller
        }
      }

      private final class BundleToken {
        static let bundle: Bundle = Bundle(for: BundleToken.self)
      }

      protocol SegueType: RawRepresentable {}

      extension UIViewController {
        func perform<S: SegueType>(segue: S, sender: Any? = nil) where S.RawValue == String {
          let identifier = segue.rawValue
          performSegue(withIdentifier: identifier, sender: sender)
        }
      }

      extension SegueType where RawValue == String {
        init?(_ segue: UIStoryboardSegue) {
          guard let identifier = segue.identifier else { return nil }
          self.init(rawValue: identifier)
        }
      }
      """
  }
}
