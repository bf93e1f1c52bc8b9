import Foundation
import PackagePlugin

/// `swift package segue generate|lint [--target NAME]... [OPTION]...`: runs `segue` over the
/// package's targets that hold storyboards, for teams that commit the generated code (and
/// check it with `generate --check`) rather than generate it while building.
///
/// `generate` writes each target's code into its `Generated` folder, a file per storyboard;
/// options after the verb go to `segue` as they are (`--check`, `--access-level public`,
/// `--output FILE` with a single `--target`, `--strict`…).
@main
struct SegueCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let request = try CommandRequest(arguments)
    var targets = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
    if !request.targetNames.isEmpty {
      for name in request.targetNames where !targets.contains(where: { $0.name == name }) {
        throw CommandPluginError.unknownTarget(name, known: targets.map(\.name))
      }
      targets = targets.filter { request.targetNames.contains($0.name) }
    }
    var jobs: [SegueJob] = []
    for target in targets {
      let inputs = TargetInputs(target.sourceFiles)
      guard !inputs.storyboards.isEmpty else { continue }
      let configuration = LintConfiguration.find(in: [
        target.directoryURL, context.package.directoryURL,
      ])
      jobs.append(
        SegueJob(
          target: target.name, request: request,
          reading: .files(
            storyboards: inputs.storyboards, sources: [target.directoryURL],
            module: target.moduleName),
          folder: target.directoryURL, configuration: configuration))
    }
    try SegueRunner.run(jobs, request: request, tool: context.tool(named: "segue").url)
  }
}
