import SourceIndex
import StoryboardKit

/// Writes `StoryboardScene`: an enum per storyboard with its name and a `SceneType` (or
/// `InitialSceneType`) per scene, typed as the scene's controller, as SwiftGen names them; the
/// protocol those enums conform to, whose extension gives their bundle; and the class that
/// finds the bundle.
struct SceneRenderer: Sendable, Hashable {
  let access: AccessLevel
  let speller: TypeSpeller
  let framework: UIFramework
  /// Where `BundleToken` finds the storyboards.
  var bundle: SceneBundle = .moduleOrFramework
  /// How the code names SegueKit's scene types.
  var support = SupportSpelling()

  /// How a file holds its storyboards' enums.
  enum Placement: Sendable, Hashable {
    /// The file declares `enum StoryboardScene`.
    case declaration
    /// The file adds to the `StoryboardScene` another file declares, as each file but one of
    /// an output directory does.
    case `extension`
    /// The file adds what a declaration holds to the app's own `StoryboardScene` (SwiftGen's):
    /// the storyboards it lacks, and the support they need.
    case extensionOfTheApps

    /// Whether the file writes the support every storyboard enum needs.
    var declaresSupport: Bool { self != .extension }
  }

  func render(
    _ storyboards: [GeneratedStoryboard], placement: Placement, into writer: inout CodeWriter
  ) {
    writer.write("// MARK: - Scenes")
    writer.blankLine()
    let header: String
    switch placement {
    case .declaration:
      writer.write(
        """
        /// The scenes of the storyboards, typed as their controllers: each storyboard's initial scene
        /// and its scenes with a storyboard identifier.
        """)
      header = "\(access.prefix)enum StoryboardScene"
    case .extension, .extensionOfTheApps:
      header = "extension StoryboardScene"
    }
    writer.block(header) { writer in
      if placement.declaresSupport {
        if support.standaloneHandler != nil {
          StandaloneSupportRenderer(access: access, framework: framework, handler: "")
            .renderScenes(into: &writer)
          writer.blankLine()
        }
        writer.write(
          """
          /// A storyboard compiled into this module: its `bundle` is the module's, and its
          /// `initialScene` is typed as `\(support.initialController)` (`Never` when it has none).
          \(access.prefix)protocol \(Self.moduleStoryboard): \(support.spell("StoryboardName")) {
            associatedtype \(support.initialController) = Never
          }
          """)
        writer.blankLine()
      }
      for storyboard in storyboards {
        render(storyboard, into: &writer)
        writer.blankLine()
      }
      if placement.declaresSupport { renderBundleToken(into: &writer) }
    }
    guard placement.declaresSupport else { return }
    writer.blankLine()
    writer.block("extension StoryboardScene.\(Self.moduleStoryboard)") { writer in
      writer.write(
        """
        /// The bundle the storyboard is compiled into.
        \(access.prefix)static var bundle: Foundation.Bundle { StoryboardScene.BundleToken.bundle }
        """)
    }
    writer.blankLine()
    // One `initialScene` for every storyboard, typed by each enum's `InitialController`: a
    // typealias per storyboard costs the typechecker a fraction of a property's declaration
    // (docs/Performance.md). `Never`, a storyboard without an initial scene, is no class.
    writer.block(
      "extension StoryboardScene.\(Self.moduleStoryboard) where \(support.initialController): AnyObject"
    ) { writer in
      // Outside `StoryboardScene`, `--standalone`'s scene types, nested in it, need its name.
      let type =
        (support.standaloneHandler == nil ? "" : "StoryboardScene.")
        + support.spell("InitialSceneType")
      writer.write(
        """
        /// The storyboard's initial scene, typed as its controller.
        \(access.prefix)static var initialScene: \(type)<Self, \(support.initialController)> { .init() }
        """)
    }
  }

  /// The protocol every storyboard enum conforms to: `StoryboardName` with the bundle given
  /// once, in an extension, rather than by a property of each enum, which cost the typechecker
  /// a body and a witness per storyboard (docs/Performance.md).
  static let moduleStoryboard = "ModuleStoryboard"
  /// The class that finds the bundle, inside `StoryboardScene`.
  static let bundleToken = "BundleToken"

  /// The class whose `bundle` every storyboard enum's `bundle` is.
  private func renderBundleToken(into writer: inout CodeWriter) {
    for line in bundle.documentation { writer.write("/// " + line) }
    writer.block("fileprivate final class \(Self.bundleToken)") { writer in
      writer.block("static var bundle: Bundle") { writer in
        for line in bundle.lines { writer.write(line) }
      }
    }
  }

  /// The enum is the scenes' storyboard type, so a scene is a computed property whose body is
  /// its identifier's string literal: an initializer call with the storyboard's name and bundle
  /// made each scene cost about twice as much to compile, and a `static let` costs the
  /// typechecker its global's isolation and `Sendable` checks and an accessor; `Swift.String`
  /// is looked up in one module, not in every import (docs/Performance.md).
  private func render(_ storyboard: GeneratedStoryboard, into writer: inout CodeWriter) {
    let storyboardClass = framework == .uiKit ? "UIStoryboard" : "NSStoryboard"
    let name = "\(literal: storyboard.name)"
    writer.write("/// The scenes of \(comment: storyboard.name).storyboard.")
    let type = SwiftIdentifier.escaped(storyboard.enumName)
    writer.block("\(access.prefix)enum \(type): \(Self.moduleStoryboard)") { writer in
      writer.write(
        """
        /// The storyboard's name, as `\(storyboardClass)(name:bundle:)` takes it.
        \(access.prefix)static var storyboardName: Swift.String { \(name) }
        """)
      writer.blankLine()
      if let initial = storyboard.initialScene {
        writer.write("/// The initial scene's controller: \(initial.summary).")
        render(initial, into: &writer) { controller in
          "\(access.prefix)typealias \(support.initialController) = \(controller)"
        }
      }
      for scene in storyboard.scenes {
        let identifier = scene.identifier ?? ""
        writer.write("/// Storyboard identifier `\(comment: identifier)`: \(scene.summary).")
        render(scene, into: &writer) { controller in
          """
          \(access.prefix)static var \(SwiftIdentifier.escaped(scene.propertyName)): \(support.spell("SceneType"))<\(type), \(controller)> { \(literal: identifier) }
          """
        }
      }
    }
  }

  /// The declaration `declaration` writes for the type spelled, twice for a scene of another
  /// framework: typed as its class where that framework can be imported, as the base class
  /// elsewhere.
  private func render(
    _ scene: GeneratedScene, into writer: inout CodeWriter, _ declaration: (String) -> String
  ) {
    guard let imported = scene.importedType else {
      writer.write(declaration(spell(scene.type)))
      return
    }
    let indented = { (text: String) in
      text.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
    }
    writer.write(
      """
      #if canImport(\(imported.module))
      \(indented(declaration(imported.module + "." + imported.name)))
      #else
      \(indented(declaration(spell(scene.type))))
      #endif
      """)
  }

  /// A scene's type: a framework class with its module, so that no name of the app hides it.
  func spell(_ type: TypeName) -> String {
    type.isFramework ? framework.moduleName + "." + type.name : speller.spell(type)
  }
}
