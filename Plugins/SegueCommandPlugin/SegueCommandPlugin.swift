import Foundation
import PackagePlugin

/// `swift package segue generate|lint [--target NAME]... [OPTION]...`: runs `segue` over the
/// package's targets that hold storyboards, for teams that commit the generated code (and
/// check it with `generate --check`) rather than generate it while building.
///
/// `generate` writes each target's code into its `Generated` folder, a file per storyboard;
/// options after the verb go to `segue` as they are (`--check`, `--access-level public`,
/// `--output FILE` with a single `--target`, `--strict`, `lint --fix`…). Linting alone needs
/// no permission: `swift package segue-lint` (``SegueLintCommandPlugin``).
@main
struct SegueCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try CommandJobs.run(CommandRequest(arguments), context: context)
  }
}
