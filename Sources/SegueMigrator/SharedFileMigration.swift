import SourceIndex
import StoryboardKit

/// A file that several targets compile, migrated under each: an edit is kept only where every
/// target that compiles its place makes the same one, so that the rewritten file builds in all
/// of them. A target's storyboards may differ (an iPhone and a TV app name their scenes
/// `StoryboardScene.IOS` and `StoryboardScene.TvOS`), and code in one platform's `#if` is
/// judged by the targets of that platform alone.
package struct SharedFileMigration {
  /// One target's reading of the file: its migration, the conditions its build compiles the
  /// file with, and its name, for the note on a site the targets spell differently.
  package struct Pass {
    package var target: String
    package var migration: FileMigration
    package var conditions: CompilationConditions

    package init(target: String, migration: FileMigration, conditions: CompilationConditions) {
      self.target = target
      self.migration = migration
      self.conditions = conditions
    }
  }

  /// The migration of the file at `path` with `text` that every pass agrees on.
  package static func merged(_ passes: [Pass], path: String, text: String) -> FileMigration {
    guard let first = passes.first else { return FileMigration(path: path, original: text) }
    guard passes.count > 1, first.migration.refusal == nil else { return first.migration }
    // Which places each target's build compiles: read only for a file several targets share.
    let compiled = passes.map { CompiledTokens(text: text, conditions: $0.conditions) }
    let isImport = { (edit: MigrationEdit) in
      edit.kind == nil && edit.replacement.contains("import SegueKit")
    }
    let editSets = passes.map { Set($0.migration.edits.filter { !isImport($0) }) }
    var kept: Set<MigrationEdit> = []
    var disputed: [MigrationEdit] = []
    for index in passes.indices {
      for edit in editSets[index] where compiled[index].compiles(at: edit.location) {
        let voters = passes.indices.filter { compiled[$0].compiles(at: edit.location) }
        if voters.allSatisfy({ editSets[$0].contains(edit) }) {
          kept.insert(edit)
        } else if edit.kind != nil {
          disputed.append(edit)
        }
      }
    }
    var result = FileMigration(path: path, original: text)
    result.edits = kept.sorted { $0.start < $1.start }
    if !kept.isEmpty, let addition = ImportAddition.segueKit(in: TokenText(text), text: text) {
      result.edits = (result.edits + [addition]).sorted { $0.start < $1.start }
    }
    let rewritten = Set(kept.map(\.location))
    var notes: [TextLocation: Diagnostic] = [:]
    for (pass, compiled) in zip(passes, compiled) {
      for note in pass.migration.leftovers {
        guard let location = note.location, compiled.compiles(at: location),
          !rewritten.contains(location), notes[location] == nil
        else { continue }
        notes[location] = note
      }
    }
    let names = passes.map(\.target).joined(separator: ", ")
    for edit in disputed where notes[edit.location] == nil && !rewritten.contains(edit.location) {
      guard let kind = edit.kind else { continue }
      notes[edit.location] = Diagnostic(
        path: path, location: edit.location, severity: .note,
        message: "Left as it is: the targets that compile this file (\(names)) would spell "
          + "it differently, and one spelling must build in each.",
        ruleID: SegueMigrator.leftoverRuleID(kind))
    }
    result.leftovers = notes.values.sorted()
    result.leftNotLiteral = first.migration.leftNotLiteral
    return result
  }
}
