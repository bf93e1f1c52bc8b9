import AppInputs
import SourceIndex

/// What every command that reads an app takes besides its `PATH`s, declared once in
/// ``InputOptionGroup`` so that every command gives them one meaning: `--project`, `--target`,
/// `--sources`, `--no-sources`, `--module` and `--packages`. They are an ``InputRequest``,
/// which AppInputs' ``InputResolver`` turns into the targets to judge.
package struct InputOptions: Sendable, Hashable {
  /// What the command line asks to read; the working directory and strictness are set when
  /// it is resolved (``request(workingDirectory:strictness:)``).
  package var request: InputRequest

  /// What the command line names to read: the `PATH`s, else the project.
  package var named: [String] { request.named }

  /// Reads `group`'s options and the `PATH`s; a usage error for a malformed `--sources` or
  /// `--module`, or for both `PATH`s and `--project`.
  package init(_ arguments: ParsedArguments, _ group: InputOptionGroup) throws(UsageError) {
    request = InputRequest(
      paths: arguments.positionals, projects: arguments.values(group.project),
      workingDirectory: nil)
    request.targets = arguments.values(group.target)
    request.packages = arguments.value(InputOptionGroup.packages)
    if let sources = group.sources {
      request.module = arguments.value(InputOptionGroup.module)
      request.readsFolderSources = !arguments.flag(InputOptionGroup.noSources)
      do {
        request.sources = try arguments.values(sources).map { argument throws(SourceIndexError) in
          try SourceInput(parsing: argument)
        }
      } catch {
        throw UsageError(error.description)
      }
    } else {
      // A command that reads no code reads no folder's sources either.
      request.readsFolderSources = false
    }
    if let module = request.module, !SwiftIdentifier.isModuleName(module) {
      throw UsageError(
        "'\(module)' is not a module name: a Swift identifier that import takes as it is, "
          + "without backticks.")
    }
    if !request.projects.isEmpty, !request.paths.isEmpty {
      throw UsageError(
        "Give storyboard paths or --project, not both: the project names its storyboards.")
    }
  }

  /// The request these options make, relative paths taken from `workingDirectory`.
  package func request(workingDirectory: String?, strictness: PathStrictness) -> InputRequest {
    var request = request
    request.workingDirectory = workingDirectory
    request.strictness = strictness
    return request
  }

  package init(
    paths: [String], projects: [String] = [], targets: [String] = [],
    sources: [SourceInput] = [], module: String? = nil, packages: String? = nil
  ) {
    request = InputRequest(paths: paths, projects: projects, workingDirectory: nil)
    request.targets = targets
    request.sources = sources
    request.module = module
    request.packages = packages
  }
}
