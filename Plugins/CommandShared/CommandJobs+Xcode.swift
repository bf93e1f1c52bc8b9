#if canImport(XcodeProjectPlugin)
  import Foundation
  import PackagePlugin
  import XcodeProjectPlugin

  extension CommandJobs {
    /// The same runs over the targets of an Xcode project, each read by `segue --project
    /// --target` as Xcode builds it (storyboards, sources, module, conditions, launch
    /// storyboard and bundle from the project). A target has no folder of its own there:
    /// `generate` writes into the `Generated` folder beside its storyboards, and the
    /// configuration is the `.segue-lint.json` there, else the project's.
    static func run(_ request: CommandRequest, context: XcodePluginContext) throws {
      var targets = context.xcodeProject.targets
      if !request.targetNames.isEmpty {
        for name in request.targetNames where !targets.contains(where: { $0.displayName == name }) {
          throw CommandPluginError.unknownTarget(name, known: targets.map(\.displayName))
        }
        targets = targets.filter { request.targetNames.contains($0.displayName) }
      }
      let project = SegueReading.xcodeproj(
        in: context.xcodeProject.directoryURL, named: context.xcodeProject.displayName)
      var jobs: [SegueJob] = []
      for target in targets {
        let inputs = TargetInputs(target.inputFiles)
        guard let folder = inputs.storyboardFolder else { continue }
        let configuration = LintConfiguration.find(in: [
          folder, context.xcodeProject.directoryURL,
        ])
        jobs.append(
          SegueJob(
            target: target.displayName, request: request,
            reading: .project(project, target: target.displayName), folder: folder,
            configuration: configuration))
      }
      try SegueRunner.run(
        jobs, request: request, tool: context.tool(named: request.verb.toolName).url)
    }
  }
#endif
