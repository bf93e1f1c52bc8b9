import SourceIndex
import StoryboardKit

/// Writes the code of one controller class: its `SegueHandler` conformance with the
/// `SegueIdentifier` enum, the `TypedSegue` enum with `typedSegue(for:)`, and the compile-time
/// check of its `@IBSegueAction` methods.
struct ClassExtensionRenderer {
  let access: AccessLevel
  let speller: TypeSpeller

  /// The name of the file-private function that casts a segue to its custom class.
  static let segueCastFunction = "storyboardSegue"

  func render(_ generated: GeneratedClass, into writer: inout CodeWriter) {
    // A class of another module is public, so the enum that satisfies SegueHandler must be
    // too; the conformance is retroactive, which Swift asks to be said.
    let retroactive = generated.type.module != nil
    let identifierAccess = retroactive ? AccessLevel.public : access
    let className = speller.spell(generated.type)
    writer.line("// MARK: - ", className)
    writer.startLine()
    writer.append("// Scenes in ")
    for (index, storyboard) in generated.storyboards.enumerated() {
      writer.append(
        index == 0 ? "" : ", ", SwiftStringLiteral.commentSafe(storyboard), ".storyboard")
    }
    writer.append(".")
    writer.endLine()
    if let superclass = generated.inheritedConformance {
      let name = speller.spell(superclass)
      writer.line(
        "// Its segues are in `", name, ".SegueIdentifier`: it inherits that conformance.")
      writer.line()
      renderSegueActionCheck(generated, className: className, into: &writer)
      return
    }
    if !generated.subclasses.isEmpty {
      writer.startLine()
      writer.append("// With the segues of its subclass(es) ")
      for (index, subclass) in generated.subclasses.enumerated() {
        writer.append(index == 0 ? "`" : ", `", speller.spell(subclass), "`")
      }
      writer.append(", which inherit this conformance.")
      writer.endLine()
    }
    writer.line()
    let conformance = retroactive ? "@retroactive SegueHandler" : "SegueHandler"
    // Each case name and destination is written several times: spelled once.
    let names = generated.segues.map { SwiftIdentifier.escaped($0.caseName) }
    writer.block("extension ", className, ": ", conformance) { writer in
      renderIdentifiers(generated, names: names, access: identifierAccess, into: &writer)
      writer.line()
      renderTypedSegue(generated, names: names, into: &writer)
    }
    if !generated.segueActions.isEmpty {
      writer.line()
      renderSegueActionCheck(generated, className: className, into: &writer)
    }
  }

  private func renderIdentifiers(
    _ generated: GeneratedClass, names: [String], access: AccessLevel,
    into writer: inout CodeWriter
  ) {
    writer.documentation("The identifiers of the segues that start at this controller's scenes.")
    writer.block(access.prefix, "enum SegueIdentifier: String, CaseIterable") { writer in
      // By index: zipping the segues with their names copied each segue whole.
      for index in generated.segues.indices {
        renderSummary(of: generated.segues[index], into: &writer)
        writer.line(
          "case ", names[index], " = \"",
          SwiftStringLiteral.escaped(generated.segues[index].identifier), "\"")
      }
      let unwindCount = generated.segues.count { $0.unwindAction != nil }
      guard unwindCount > 0 else { return }
      writer.line()
      writer.documentation(
        "The unwind action (an Objective-C selector) that an unwind segue calls on the",
        "controller it returns to; nil for the other segues.")
      writer.block(access.prefix, "var unwindAction: String?") { writer in
        writer.line("switch self {")
        for index in generated.segues.indices {
          guard let action = generated.segues[index].unwindAction else { continue }
          writer.line("case .", names[index], ":")
          writer.indented { $0.line("return \"", SwiftStringLiteral.escaped(action), "\"") }
        }
        if unwindCount < generated.segues.count {
          writer.line("default:")
          writer.indented { $0.line("return nil") }
        }
        writer.line("}")
      }
    }
  }

  private func renderTypedSegue(
    _ generated: GeneratedClass, names: [String], into writer: inout CodeWriter
  ) {
    let destinations = generated.segues.map { speller.spell($0.destination) }
    writer.documentation("A segue of this controller with its destination typed.")
    writer.block(access.prefix, "enum TypedSegue") { writer in
      for index in generated.segues.indices {
        if let custom = generated.segues[index].segueClass {
          writer.line(
            "case ", names[index], "(", destinations[index], ", segue: ", speller.spell(custom),
            ")")
        } else {
          writer.line("case ", names[index], "(", destinations[index], ")")
        }
      }
    }
    writer.line()
    writer.documentation(
      "`segue` with its destination typed, unwrapped from its container; nil for a segue",
      "without an identifier, such as an unnamed embed segue. Traps with a message naming both",
      "when the storyboard and this code disagree.")
    writer.block(
      access.prefix, "func typedSegue(for segue: ", generated.framework.segueClass.name,
      ") -> TypedSegue?"
    ) { writer in
      writer.line(
        "guard let identifier = segue.identifier, !identifier.isEmpty else { return nil }")
      writer.line("switch segueIdentifier(for: segue) {")
      for index in generated.segues.indices {
        let name = names[index]
        let destination = destinations[index]
        writer.line("case .", name, ":")
        writer.indented { writer in
          guard let custom = generated.segues[index].segueClass else {
            writer.line("return .", name, "(destination(of: segue, as: ", destination, ".self))")
            return
          }
          writer.line("return .", name, "(")
          writer.indented { writer in
            writer.line("destination(of: segue, as: ", destination, ".self),")
            writer.line(
              "segue: ", Self.segueCastFunction, "(segue, as: ", speller.spell(custom), ".self))")
          }
        }
      }
      writer.line("}")
    }
  }

  private func renderSegueActionCheck(
    _ generated: GeneratedClass, className: String, into writer: inout CodeWriter
  ) {
    writer.block("extension ", className) { writer in
      writer.documentation(
        "Names the `@IBSegueAction` methods the storyboards call, so that a missing or",
        "misspelled one fails to compile instead of failing when its segue runs.")
      writer.block("private static func segueActionsExist()") { writer in
        for action in generated.segueActions {
          writer.line("// ", SwiftStringLiteral.commentSafe(action.method.selector))
          writer.startLine()
          writer.append("let _: (", className, ") -> (")
          for (index, parameter) in action.method.parameterTypes.enumerated() {
            writer.append(index == 0 ? "" : ", ", parameter)
          }
          writer.append(") -> ", speller.spell(action.returnType), "? =")
          writer.endLine()
          writer.indented { $0.line(className, ".", action.method.swiftReference) }
        }
      }
    }
  }

  /// The documentation line of a case: kind, destination, segue class, unwind action.
  private func renderSummary(of segue: GeneratedSegue, into writer: inout CodeWriter) {
    writer.startLine()
    writer.append("/// ")
    // Storyboards that conflict give an identifier several kinds, to list in order; a lone
    // kind needs no sorting.
    let onlyKind = segue.kinds.count == 1 ? segue.kinds.first : nil
    if let kind = onlyKind {
      writer.append("`", SwiftStringLiteral.commentSafe(kind), "`")
    } else {
      for (index, kind) in segue.kinds.sorted().enumerated() {
        writer.append(index == 0 ? "`" : " or `", SwiftStringLiteral.commentSafe(kind), "`")
      }
    }
    // An unwind segue: every segue with the identifier unwinds.
    if onlyKind == SegueKind.unwind.rawValue {
      if let action = segue.unwindAction {
        writer.append(" through `", SwiftStringLiteral.commentSafe(action), "`")
      }
    } else {
      writer.append(" to ", segue.destinationSummary)
    }
    if let custom = segue.segueClass {
      writer.append(", performed by `", custom.name, "`")
    }
    writer.append(".")
    writer.endLine()
  }
}
