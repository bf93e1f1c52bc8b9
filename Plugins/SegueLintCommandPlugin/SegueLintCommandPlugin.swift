import Foundation
import PackagePlugin

/// `swift package segue-lint [--target NAME]... [OPTION]...`: `segue lint` over the package's
/// targets that hold storyboards. It declares no permission, since linting writes nothing, so
/// it runs without `--allow-writing-to-package-directory`; the options that write (`--fix`,
/// `--write-baseline`, `--stamp`) go through `swift package segue lint`, which may write.
@main
struct SegueLintCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try CommandJobs.run(CommandRequest(lintOnly: arguments), context: context)
  }
}
