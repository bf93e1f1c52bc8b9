import SegueGenerator
import SourceIndex
import StoryboardKit

extension CompileCost {
  /// The code users write by hand for each shape, after the seeds in ../shared/seeds.
  struct HandWritten {
    var source = ""

    /// The code for the segues and scenes of `inventory`, importing the modules of `imports`
    /// (the generated file's, so that both pay the same imports).
    init(inventory: Inventory, imports: [String]) {
      var lines =
        imports.map { "import \($0)" } + [Self.protocolSource]
        + inventory.identifierEnums(conformance: "SegueHandlerType")
      if !inventory.scenes.isEmpty {
        lines.append("enum Scenes {")
        for (index, scene) in inventory.scenes.enumerated() {
          lines.append(
            "  @MainActor static func scene\(index)() -> \(scene.type) {\n    "
              + Self.instantiation(scene.storyboard, scene.identifier, as: scene.type) + "\n  }")
        }
        lines.append("}")
      }
      source = lines.joined(separator: "\n") + "\n"
    }

    /// The expression that instantiates a scene as a person writes it: no cast where UIKit's
    /// own type is already the scene's.
    static func instantiation(_ storyboard: String, _ identifier: String?, as type: String)
      -> String
    {
      let storyboard = "UIStoryboard(name: \(SwiftStringLiteral.quoted(storyboard)), bundle: nil)"
      let cast = type == "UIViewController" ? "" : " as! \(type)"
      guard let identifier else {
        return storyboard + ".instantiateInitialViewController()" + (cast.isEmpty ? "!" : cast)
      }
      return storyboard + ".instantiateViewController(withIdentifier: "
        + SwiftStringLiteral.quoted(identifier) + ")" + cast
    }

    /// The seed's protocol, in today's Swift.
    static let protocolSource = """
      protocol SegueHandlerType { associatedtype SegueIdentifier: RawRepresentable }

      @MainActor extension SegueHandlerType
      where Self: UIViewController, SegueIdentifier.RawValue == String {
        func performSegue(withIdentifier identifier: SegueIdentifier, sender: Any?) {
          performSegue(withIdentifier: identifier.rawValue, sender: sender)
        }

        func segueIdentifier(for segue: UIStoryboardSegue) -> SegueIdentifier {
          guard let identifier = segue.identifier, let value = SegueIdentifier(rawValue: identifier)
          else { fatalError("Invalid segue identifier \\(String(describing: segue.identifier)).") }
          return value
        }
      }
      """

    /// The custom class as Swift names it, module-qualified when it has one; nil when it has
    /// none or Swift cannot name it.
    static func type(of controller: Controller) -> String? {
      guard let reference = controller.classReference, reference.mangling != .undecodable,
        reference.name.split(separator: ".").allSatisfy({ SwiftIdentifier.isValid(String($0)) })
      else { return nil }
      guard let module = reference.module, !reference.isInCurrentTarget else {
        return reference.name
      }
      return module + "." + reference.name
    }

    /// The class of a controller without a custom class, in the corpus's iOS storyboards: its
    /// element's UIKit class, else `UIViewController`, as the file imports only UIKit.
    static func elementClass(_ controller: Controller) -> String {
      guard let found = FrameworkClass(element: controller.element, platform: .iOS),
        found.module == "UIKit"
      else { return "UIViewController" }
      return found.name
    }

    /// A lowerCamelCase name of the identifier's letters and digits, as a person would write.
    static func caseName(_ identifier: String) -> String {
      let words = identifier.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
      let joined = words.enumerated().map { index, word in
        index == 0
          ? word.prefix(1).lowercased() + word.dropFirst()
          : word.prefix(1).uppercased() + word.dropFirst()
      }.joined()
      guard let first = joined.first else { return "_" }
      return first.isNumber ? "_" + joined : joined
    }
  }
}
