import SourceIndex

/// Writes the compile-time check of a class's `@IBSegueAction` methods: a private method that
/// passes each one, by its full name, to a function that accepts exactly what UIKit or AppKit
/// can call; and those functions, once per file section.
///
/// A function with a generic result (`Created: UIViewController`) accepts every declaration
/// the frameworks accept (the destination's class, a superclass such as `UIViewController`
/// or a subclass, optional or not; `Any` for the sender; one to three parameters), and Swift
/// names what is wrong with any other: "type 'C' has no member 'makeDetial(_:sender:)'",
/// "requires that 'Any?' inherit from 'UIViewController'", "invalid conversion from 'async'
/// function". A plain typed reference would reject a superclass result with only "failed to
/// produce diagnostic for expression".
struct SegueActionCheckRenderer: Sendable, Hashable {
  let speller: TypeSpeller

  /// The name of the file-private functions that check one method each.
  static let checkFunction = "storyboardSegueAction"

  func render(_ generated: GeneratedClass, into writer: inout CodeWriter) {
    let className = speller.spell(generated.type)
    writer.block("extension \(className)") { writer in
      writer.write(
        """
        /// Names the `@IBSegueAction` methods the storyboards call, so that a missing or
        /// misspelled one fails to compile instead of failing when its segue runs.
        """)
      writer.block("private static func segueActionsExist()") { writer in
        for action in generated.segueActions {
          writer.write(
            """
            // \(comment: action.method.selector)
            \(Self.checkFunction)(
              of: \(className).self, creating: \(speller.spell(action.returnType)).self,
              \(className).\(action.swiftReference))
            """)
        }
      }
    }
  }

  /// The check functions the segue actions of `classes` call: one per framework class they
  /// return and number of parameters, in that order.
  static func renderFunctions(for classes: [GeneratedClass], into writer: inout CodeWriter) {
    let used = Set(
      classes.flatMap(\.segueActions).map {
        Shape(base: $0.returnBase.name, arity: $0.method.arity)
      }
    )
    for shape in used.sorted(by: { ($0.base, $0.arity) < ($1.base, $1.arity) }) {
      let parameters = ["NSCoder", "Any?", "String?"].prefix(shape.arity).joined(separator: ", ")
      writer.blankLine()
      writer.write(
        """
        /// Compiles only when `method` is an instance method of `Source` that can create a segue's
        /// destination as the framework calls it, with `(\(parameters))`: neither async
        /// nor throwing, and returning a `\(shape.base)` (the destination's class, a superclass
        /// or a subclass of it), optional or not.
        @MainActor
        private func \(checkFunction)<Source, Created: \(shape.base)>(
          of _: Source.Type, creating _: \(shape.base).Type,
          _ method: (Source) -> (\(parameters)) -> Created?
        ) {}
        """)
    }
  }

  /// A check function's framework class and number of parameters.
  private struct Shape: Hashable {
    var base: String
    var arity: Int
  }
}
