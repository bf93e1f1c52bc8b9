import SourceIndex
import StoryboardKit

extension SegueGeneration {
  /// What the run warns about the whole run rather than a place: storyboards of several
  /// modules' bundles, a `StoryboardScene` the sources declare already, `--sources` that
  /// declare no class. Tool-level warnings, printed after the summary.
  package var runWarnings: [Diagnostic] {
    var warnings: [Diagnostic] = []
    if let bundleWarning { warnings.append(bundleWarning) }
    guard let sources = options.sources else { return warnings }
    if let existing = model.existingScenes, options.generatesScenes {
      warnings.append(
        Diagnostic(
          severity: .warning,
          message: "\(existing) declares StoryboardScene already (SwiftGen's scenes?), so no "
            + "scenes are generated: delete it to use these, or pass --no-scenes.",
          errorID: "scenes-declared-already"))
    }
    if let extended = model.extendedScenes, options.generatesScenes {
      let left = model.storyboardsOfTheApp
      let hiding = model.storyboardsNamedAsModules
      warnings.append(
        Diagnostic(
          severity: .warning,
          message: "\(extended) declares StoryboardScene already (SwiftGen's scenes?), so the "
            + "scenes of the storyboards it lacks are added to it in an extension"
            + (left.isEmpty
              ? "" : ", and those of \(left.joined(separator: ", ")) are left to it")
            + (hiding.isEmpty
              ? ""
              : "; \(hiding.joined(separator: ", ")) would hide the module of that name from "
                + "its code, and is not added")
            + ": delete it to generate them all.",
          errorID: "scenes-declared-already"))
    }
    // Storyboards that name no custom class (a SwiftUI app's launch screen) miss nothing.
    if sources.declaresNothing, documents.contains(where: \.namesCustomClass) {
      warnings.append(
        Diagnostic(
          severity: .warning,
          message: "The --sources given declare no class (\(sources.fileCount) Swift or "
            + "Objective-C file(s) read), so generated code names none of the classes they "
            + "should declare; give the folders of the app's Swift or Objective-C code.",
          errorID: "sources-declare-nothing"))
    }
    return warnings
  }

  /// What the run notes about the whole run: that `--sources` would help, that the app's
  /// controllers are all Objective-C, that the code imports modules `--module` may name.
  /// Tool-level notes, printed after ``runWarnings``.
  package var runNotes: [Diagnostic] {
    var notes: [Diagnostic] = []
    func note(_ message: String, _ errorID: String) {
      notes.append(Diagnostic(severity: .note, message: message, errorID: errorID))
    }
    if let sources = options.sources {
      if !sources.declaresNothing, model.objectiveCOnlyClasses > 0 {
        note(
          "The sources declare the \(model.objectiveCOnlyClasses) controller class(es) the "
            + "storyboards name only in Objective-C: Swift cannot see them, and Objective-C "
            + "cannot use the generated Swift enums, so no segue code names them.",
          "objective-c-classes")
      }
    } else if model.classes.contains(where: { !$0.type.isFramework })
      || model.storyboards.flatMap(\.allScenes).contains(where: { !$0.type.isFramework })
    {
      note(
        "Without --sources, every custom class is named as the storyboards spell it; give the "
          + "app's sources (--sources DIR) to leave out the classes Swift cannot see and to "
          + "name @IBSegueAction methods as they are declared.", "without-sources")
    }
    let imported = Set(model.classes.flatMap(\.namedTypes).compactMap(\.module))
    if options.module == nil, !imported.isEmpty {
      // Older storyboards name the app's own module without customModuleProvider="target".
      note(
        "The code imports \(imported.sorted().joined(separator: ", ")); if it is compiled "
          + "into one of them, say which with --module.", "imported-modules")
    }
    return notes
  }
}
