import SourceIndex

/// Writes stand-in declarations of every class that generated code names, so the code can be
/// typechecked without the app's sources: one file per imported module (`modules/NAME.swift`,
/// to compile as module NAME) and `app.swift` for the classes of the module generated for,
/// with the `@IBSegueAction` methods the storyboards call. `Scripts/typecheck-generated` uses
/// them against the stub UIKit and AppKit modules.
struct StubClassRenderer: Sendable, Hashable {
  /// The generated code's access level: the module's own classes are declared public with
  /// `public`, as they must be then.
  let access: AccessLevel

  /// Files by path relative to the stub directory. `classes` and `storyboards` should share
  /// one framework; the first one's is used.
  func render(_ classes: [GeneratedClass], storyboards: [GeneratedStoryboard] = [])
    -> [String: String]
  {
    guard let framework = classes.first?.framework ?? storyboards.first?.framework else {
      return ["app.swift": "// No classes.\n"]
    }
    let stubbed = superclasses(in: classes, storyboards: storyboards, framework: framework)
      .filter { !$0.key.isFramework }
    let modules = Set(stubbed.keys.compactMap(\.module))
    var files: [String: String] = [:]
    for module in modules {
      var writer = CodeWriter()
      writer.write("import \(framework.moduleName)")
      for (type, base) in stubbed.filter({ $0.key.module == module }).sorted(by: { $0.key < $1.key }
      ) {
        writer.blankLine()
        writer.write("open class \(type): \(base) {}")
      }
      files["modules/\(module).swift"] = writer.text
    }
    files["app.swift"] = renderApp(
      classes, framework: framework, stubbed: stubbed, modules: modules)
    return files
  }

  /// Each class the code of `classes` names, with the class its stand-in inherits from.
  private func superclasses(
    in classes: [GeneratedClass], storyboards: [GeneratedStoryboard], framework: UIFramework
  ) -> [TypeName: String] {
    let viewController = framework.viewControllerClass.name
    var bases: [TypeName: String] = [:]
    for generated in classes {
      for segue in generated.segues {
        bases[segue.destination] = viewController
        if let segueClass = segue.segueClass { bases[segueClass] = framework.segueClass.name }
      }
    }
    // What a segue action creates may be a window controller, which the check requires.
    for action in classes.flatMap(\.segueActions) where !action.returnType.isFramework {
      bases[action.returnType] = action.returnBase.name
    }
    for scene in storyboards.flatMap(\.allScenes) {
      bases[scene.type] = scene.isWindowController ? "NSWindowController" : viewController
    }
    for generated in classes {
      bases[generated.type] = generated.isWindowController ? "NSWindowController" : viewController
    }
    // A subclass stands in as one, so the code typechecks with the conformance inherited.
    for generated in classes {
      for subclass in generated.subclasses { bases[subclass] = generated.type.description }
    }
    return bases
  }

  private func renderApp(
    _ classes: [GeneratedClass], framework: UIFramework, stubbed: [TypeName: String],
    modules: Set<String>
  ) -> String {
    let speller = TypeSpeller(stubbed.keys)
    var writer = CodeWriter()
    writer.write("import Foundation")
    for module in modules.union([framework.moduleName]).sorted() {
      writer.write("import \(SwiftIdentifier.escaped(module))")
    }
    let open = access == .public ? "open " : ""
    for (type, base) in stubbed.filter({ $0.key.module == nil }).sorted(by: { $0.key < $1.key }) {
      writer.blankLine()
      writer.write("\(open)class \(type): \(base) {}")
    }
    for generated in classes where !generated.segueActions.isEmpty {
      writer.blankLine()
      writer.block("extension \(speller.spell(generated.type))") { writer in
        for action in generated.segueActions {
          let parameters = zip(action.labels, action.method.parameterTypes).enumerated().map {
            index, pair in "\(pair.0) p\(index): \(pair.1)"
          }
          writer.write(
            "@IBSegueAction func \(SwiftIdentifier.escaped(action.baseName))(\(parameters.joined(separator: ", "))) -> \(speller.spell(action.returnType))? { nil }"
          )
        }
      }
    }
    return writer.text
  }
}
