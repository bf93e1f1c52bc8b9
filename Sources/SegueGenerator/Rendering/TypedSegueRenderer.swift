import SourceIndex

/// Writes a class's `TypedSegue` enum, a case per identifier with the destination's type (and
/// the custom segue class), and `typedSegue(for:)`, which makes one from a segue.
struct TypedSegueRenderer: Sendable, Hashable {
  let access: AccessLevel
  let speller: TypeSpeller

  func render(_ generated: GeneratedClass, into writer: inout CodeWriter) {
    writer.write("/// A segue of this controller with its destination typed.")
    let typedSegue = SwiftIdentifier.escaped(generated.typedSegueName)
    writer.block("\(access.prefix)enum \(typedSegue)") { writer in
      for segue in generated.segues {
        let name = SwiftIdentifier.escaped(segue.caseName)
        let destination = speller.spell(segue.destination)
        if let segueClass = segue.segueClass {
          writer.write("case \(name)(\(destination), segue: \(speller.spell(segueClass)))")
        } else {
          writer.write("case \(name)(\(destination))")
        }
      }
    }
    writer.blankLine()
    writer.write(
      """
      /// `segue` with its destination typed, unwrapped from its container; nil for a segue
      /// without an identifier, such as an unnamed embed segue. Traps with a message naming both
      /// when the storyboard and this code disagree.
      """)
    let segueClass = generated.framework.segueClass.name
    let function = SwiftIdentifier.escaped(generated.typedSegueFunction)
    writer.block(
      "\(access.prefix)func \(function)(for segue: \(segueClass)) -> \(typedSegue)?"
    ) {
      writer in
      writer.write(
        """
        guard let identifier = segueIdentifierIfNamed(for: segue) else { return nil }
        switch identifier {
        """)
      for segue in generated.segues {
        renderCase(segue, calling: generated.destinationFunction, into: &writer)
      }
      if case .moduleEnum(_, hasOtherCases: true) = generated.adoption {
        // The app's enum holds other controllers' identifiers too.
        writer.write(
          """
          default:
            return nil
          """)
      }
      writer.write("}")
    }
  }

  /// The name of the function that resolves a segue's destination as the type of the case it
  /// is passed to: SegueKit's, or the file's own with `--standalone` unless the app declares
  /// the name (``SupportSpelling/standaloneDestination``).
  static let destinationFunction = "segueDestination"

  /// The `case` of `typedSegue(for:)` that makes `segue`'s case. The destination's type is
  /// inferred from the case's: a free function with one generic parameter costs the compiler
  /// about a third less per case than `destination(of:as:)`, the method (docs/Performance.md).
  private func renderCase(
    _ segue: GeneratedSegue, calling function: String, into writer: inout CodeWriter
  ) {
    let name = SwiftIdentifier.escaped(segue.caseName)
    let destination = "\(function)(segue, from: self)"
    guard let segueClass = segue.segueClass else {
      writer.write(
        """
        case .\(name):
          return .\(name)(\(destination))
        """)
      return
    }
    let cast = ClassExtensionRenderer.segueCastFunction
    writer.write(
      """
      case .\(name):
        return .\(name)(
          \(destination),
          segue: \(cast)(segue, as: \(speller.spell(segueClass)).self))
      """)
  }
}
