import SourceIndex

/// Writes the code of one controller class: its `SegueHandler` conformance with the
/// `SegueIdentifier` enum, the `TypedSegue` enum with `typedSegue(for:)`, and the compile-time
/// check of its `@IBSegueAction` methods (``SegueActionCheckRenderer``).
struct ClassExtensionRenderer: Sendable, Hashable {
  let access: AccessLevel
  let speller: TypeSpeller
  var support = SupportSpelling()

  /// The name of the file-private function that casts a segue to its custom class.
  static let segueCastFunction = "storyboardSegue"

  func render(_ generated: GeneratedClass, into writer: inout CodeWriter) {
    let className = speller.spell(generated.type)
    let storyboards = generated.storyboards.map { "\(comment: $0).storyboard" }
    writer.write(
      """
      // MARK: - \(className)
      // Scenes in \(storyboards.joined(separator: ", ")).
      """)
    if let superclass = generated.inheritedConformance {
      writer.write(
        "// Its segues are in `\(speller.spell(superclass)).SegueIdentifier`: it inherits that conformance."
      )
      writer.blankLine()
      renderSegueActionCheck(generated, into: &writer)
      return
    }
    if !generated.subclasses.isEmpty {
      let subclasses = generated.subclasses.map { "`\(speller.spell($0))`" }
      writer.write(
        "// With the segues of its subclass(es) \(subclasses.joined(separator: ", ")), which inherit this conformance."
      )
    }
    writer.blankLine()
    switch generated.adoption {
    case .matches:
      writer.write(
        "// Its SegueIdentifier and SegueHandler conformance are written by hand, and match the storyboards."
      )
      writer.block("extension \(className)") { writer in
        TypedSegueRenderer(access: access, speller: speller).render(generated, into: &writer)
      }
      renderSegueActionCheckIfAny(generated, into: &writer)
      return
    case .differs, .unchecked:
      writer.write(
        "// Its SegueIdentifier or SegueHandler conformance is written by hand, and "
          + (generated.adoption == .differs
            ? "differs from the storyboards (see the warnings): no typed destinations."
            : "could not be checked: no typed destinations."))
      renderSegueActionCheckIfAny(generated, into: &writer)
      return
    case .wouldShadow:
      writer.write(
        "// Its code names the app's SegueIdentifier (the module's or its file's), which a "
          + "conformance would hide (see the warnings): no segue code.")
      renderSegueActionCheckIfAny(generated, into: &writer)
      return
    case .moduleEnum(let module, _):
      writer.write(
        "// Its code names the app's module-level SegueIdentifier, which the conformance adopts.")
      writer.block("extension \(className): \(support.spell("SegueHandler"))") { writer in
        writer.write(
          """
          /// The app's own identifier enum, which this class's code names unqualified.
          typealias SegueIdentifier = \(SwiftIdentifier.escaped(module)).SegueIdentifier
          """)
        writer.blankLine()
        TypedSegueRenderer(access: access, speller: speller).render(generated, into: &writer)
      }
      renderSegueActionCheckIfAny(generated, into: &writer)
      return
    case nil:
      break
    }
    // A class of another module is public, so the enum that satisfies SegueHandler must be
    // too; the conformance is retroactive, which Swift asks to be said.
    let isRetroactive = generated.type.module != nil && support.standaloneHandler == nil
    let handler = support.spell("SegueHandler")
    let conformance = isRetroactive ? "@retroactive \(handler)" : handler
    writer.block("extension \(className): \(conformance)") { writer in
      SegueIdentifierRenderer(access: isRetroactive || generated.isPublic ? .public : access)
        .render(generated.segues, into: &writer)
      writer.blankLine()
      TypedSegueRenderer(access: access, speller: speller).render(generated, into: &writer)
    }
    if !generated.segueActions.isEmpty {
      writer.blankLine()
      renderSegueActionCheck(generated, into: &writer)
    }
  }

  private func renderSegueActionCheckIfAny(
    _ generated: GeneratedClass, into writer: inout CodeWriter
  ) {
    guard !generated.segueActions.isEmpty else { return }
    writer.blankLine()
    renderSegueActionCheck(generated, into: &writer)
  }

  private func renderSegueActionCheck(_ generated: GeneratedClass, into writer: inout CodeWriter) {
    SegueActionCheckRenderer(speller: speller).render(generated, into: &writer)
  }
}
