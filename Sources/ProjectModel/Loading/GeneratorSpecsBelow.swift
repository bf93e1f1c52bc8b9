import DeterministicOutput
import Foundation

/// OneBusAway keeps an XcodeGen spec in each app's folder (`Apps/OneBusAway/project.yml`) and
/// no project, nor anything at its top that says how to make one: its storyboards were read as
/// plain files, and nothing said why. The specs one to three folders below a folder with no
/// project, and the commands that generate their projects.
package enum GeneratorSpecsBelow {
  /// The specs below `folder` as a clause ("specs below it generate its projects: A/project.yml
  /// (XcodeGen's project.yml) (run `xcodegen` in A, then run again)"), each path as `shown`
  /// spells it; nil when there is none.
  package static func clause(in folder: String, shown: (String) -> String) -> String? {
    let found = NestedProjects.searched(in: folder).compactMap { below in
      ProjectGenerator.spec(inFolder: below).map { (folder: below, spec: $0) }
    }
    guard !found.isEmpty else { return nil }
    let specs = found.map { "\(shown($0.folder + "/" + $0.spec.file)) (\($0.spec.name))" }
    let commands = found.map { "`\($0.spec.command)` in \(shown($0.folder))" }
    let count =
      found.count == 1
      ? "a spec below it generates its project" : "specs below it generate its projects"
    return "\(count): \(specs.joined(separator: ", ")) (run \(commands.joined(separator: ", ")), "
      + "then run again)"
  }
}
