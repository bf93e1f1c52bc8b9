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
    let storyboards = generated.storyboards.map {
      SwiftStringLiteral.commentSafe($0) + ".storyboard"
    }
    writer.line("// MARK: - \(className)")
    writer.line("// Scenes in \(storyboards.joined(separator: ", ")).")
    writer.line()
    let conformance = retroactive ? "@retroactive SegueHandler" : "SegueHandler"
    // Each case name and destination is written several times: spelled once.
    let names = generated.segues.map { SwiftIdentifier.escaped($0.caseName) }
    writer.block("extension \(className): \(conformance)") { writer in
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
    writer.block("\(access.prefix)enum SegueIdentifier: String, CaseIterable") { writer in
      for (segue, name) in zip(generated.segues, names) {
        writer.documentation(summary(of: segue))
        writer.line("case \(name) = \(SwiftStringLiteral.quoted(segue.identifier))")
      }
      let unwinding = zip(generated.segues, names).filter { $0.0.unwindAction != nil }
      guard !unwinding.isEmpty else { return }
      writer.line()
      writer.documentation(
        "The unwind action (an Objective-C selector) that an unwind segue calls on the",
        "controller it returns to; nil for the other segues.")
      writer.block("\(access.prefix)var unwindAction: String?") { writer in
        writer.line("switch self {")
        for (segue, name) in unwinding {
          writer.line("case .\(name):")
          writer.indented {
            $0.line("return \(SwiftStringLiteral.quoted(segue.unwindAction ?? ""))")
          }
        }
        if unwinding.count < generated.segues.count {
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
    let segueClass = generated.framework.segueClass.name
    writer.documentation("A segue of this controller with its destination typed.")
    writer.block("\(access.prefix)enum TypedSegue") { writer in
      for index in generated.segues.indices {
        let segue = generated.segues[index]
        let payload =
          segue.segueClass.map { destinations[index] + ", segue: " + speller.spell($0) }
          ?? destinations[index]
        writer.line("case \(names[index])(\(payload))")
      }
    }
    writer.line()
    writer.documentation(
      "`segue` with its destination typed, unwrapped from its container; nil for a segue",
      "without an identifier, such as an unnamed embed segue. Traps with a message naming both",
      "when the storyboard and this code disagree.")
    writer.block("\(access.prefix)func typedSegue(for segue: \(segueClass)) -> TypedSegue?") {
      writer in
      writer.line(
        "guard let identifier = segue.identifier, !identifier.isEmpty else { return nil }")
      writer.line("switch segueIdentifier(for: segue) {")
      for index in generated.segues.indices {
        let segue = generated.segues[index]
        let name = names[index]
        writer.line("case .\(name):")
        let destination = "destination(of: segue, as: \(destinations[index]).self)"
        writer.indented { writer in
          guard let custom = segue.segueClass else {
            writer.line("return .\(name)(\(destination))")
            return
          }
          writer.line("return .\(name)(")
          writer.indented { writer in
            writer.line(destination + ",")
            writer.line(
              "segue: \(Self.segueCastFunction)(segue, as: \(speller.spell(custom)).self))")
          }
        }
      }
      writer.line("}")
    }
  }

  private func renderSegueActionCheck(
    _ generated: GeneratedClass, className: String, into writer: inout CodeWriter
  ) {
    writer.block("extension \(className)") { writer in
      writer.documentation(
        "Names the `@IBSegueAction` methods the storyboards call, so that a missing or",
        "misspelled one fails to compile instead of failing when its segue runs.")
      writer.block("private static func segueActionsExist()") { writer in
        for action in generated.segueActions {
          let parameters = action.method.parameterTypes.joined(separator: ", ")
          let returned = speller.spell(action.returnType)
          writer.line("// \(SwiftStringLiteral.commentSafe(action.method.selector))")
          writer.line("let _: (\(className)) -> (\(parameters)) -> \(returned)? =")
          writer.indented { $0.line("\(className).\(action.method.swiftReference)") }
        }
      }
    }
  }

  /// One line for a case's documentation: kind, destination, segue class, unwind action.
  private func summary(of segue: GeneratedSegue) -> String {
    let kinds = segue.kinds.count == 1 ? Array(segue.kinds) : segue.kinds.sorted()
    var text = kinds.map { "`" + SwiftStringLiteral.commentSafe($0) + "`" }.joined(
      separator: " or ")
    if segue.isUnwind {
      text += segue.unwindAction.map { " through `\(SwiftStringLiteral.commentSafe($0))`" } ?? ""
    } else {
      text += " to " + segue.destinationSummary
    }
    if let custom = segue.segueClass {
      text += ", performed by `\(custom.name)`"
    }
    return text + "."
  }
}
