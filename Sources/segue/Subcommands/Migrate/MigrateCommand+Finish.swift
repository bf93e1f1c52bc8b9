import DeterministicOutput
import SegueCommandLine
import SegueMigrator
import StoryboardKit

extension MigrateCommand {
  /// Reports what was left, then writes, prints as a diff, or only compares the changed
  /// files (`--check`: each one an error), and says what was done on standard error.
  func finish(_ migrations: [FileMigration], console: Console) throws(CommandFailure) {
    let refusals = migrations.compactMap(\.refusal)
    console.diagnostics.emit(refusals + migrations.flatMap(\.leftovers))
    let changed = migrations.filter(\.changes)
    if dryRun {
      for migration in changed {
        // Spelt from the working directory, so that `git apply` or `patch -p1` there takes it.
        let path = PathSpelling.relative(
          PathSpelling.absolute(migration.path, in: console.workingDirectory),
          from: console.workingDirectory)
        console.out(
          UnifiedDiff.render(path: path, from: migration.original, to: migration.migrated))
      }
    } else if check {
      console.diagnostics.emit(
        changed.map { migration in
          let rewritten = MigrationSiteKind.allCases.reduce(0) { $0 + migration.rewritten($1) }
          return Diagnostic(
            path: migration.path, severity: .error,
            message: "segue migrate would rewrite \(rewritten) call site(s) of this file to the "
              + "typed API; run it without --check.", errorID: "migration-pending")
        })
    } else {
      for migration in changed {
        do {
          try OutputFile.write(migration.migrated, to: migration.path)
        } catch {
          throw CommandFailure(error)
        }
      }
    }
    console.errorLine(Self.summary(migrations, changed: changed.count, writes: !dryRun && !check))
  }

  /// `segue migrate: 12 call site(s) found (10 literal), 9 rewritten, 3 left in 4 file(s); …`
  static func summary(_ migrations: [FileMigration], changed: Int, writes: Bool) -> String {
    var found = 0
    var literal = 0
    var rewritten = 0
    for kind in MigrationSiteKind.allCases {
      for migration in migrations {
        found += migration.found(kind)
        literal += migration.literal(kind)
        rewritten += migration.rewritten(kind)
      }
    }
    let refused = migrations.count { $0.refusal != nil }
    var line =
      "segue migrate: \(found) call site(s) found (\(literal) literal), \(rewritten) rewritten, "
      + "\(found - rewritten) left in \(migrations.count) file(s); \(changed) file(s) "
      + (writes ? "changed" : "would change")
    if refused > 0 { line += "; \(refused) file(s) left whole" }
    return line + "."
  }
}
