#if canImport(XcodeProjectPlugin)
  import Foundation
  import PackagePlugin
  import XcodeProjectPlugin

  extension SegueLintPlugin: XcodeBuildToolPlugin {
    /// The same command for a target of an Xcode project: `segue lint --project --target`
    /// reads the target as Xcode builds it (its storyboards, sources, module, compilation
    /// conditions and launch storyboard) from the project. Its configuration is the
    /// `.segue-lint.json` of the folder holding its storyboards, else the project's.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
      -> [Command]
    {
      let inputs = TargetInputs(target.inputFiles)
      let folders = [inputs.storyboardFolder, context.xcodeProject.directoryURL].compactMap { $0 }
      let project = SegueReading.xcodeproj(
        in: context.xcodeProject.directoryURL, named: context.xcodeProject.displayName)
      return try commands(
        inputs: inputs, reading: .project(project, target: target.displayName),
        projectFile: project.appendingPathComponent("project.pbxproj", isDirectory: false),
        configuration: LintConfiguration.find(in: folders),
        targetName: target.displayName, tool: context.tool(named: "segue-lint-tool").url,
        workDirectory: context.pluginWorkDirectoryURL)
    }
  }
#endif
