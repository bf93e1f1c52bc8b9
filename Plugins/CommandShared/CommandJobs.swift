import Foundation
import PackagePlugin

/// The runs of `segue` a command plugin makes over a package: one per Swift target that holds
/// storyboards (those named with `--target`, else all), shared by `swift package segue` and
/// `swift package segue-lint`.
enum CommandJobs {
  static func run(_ request: CommandRequest, context: PluginContext) throws {
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
    try SegueRunner.run(
      jobs, request: request, tool: context.tool(named: request.verb.toolName).url)
  }
}
