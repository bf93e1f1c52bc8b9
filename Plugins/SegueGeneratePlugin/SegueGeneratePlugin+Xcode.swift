#if canImport(XcodeProjectPlugin)
  import Foundation
  import PackagePlugin
  import XcodeProjectPlugin

  extension SegueGeneratePlugin: XcodeBuildToolPlugin {
    /// The same command for a target of an Xcode project: `segue generate --project
    /// --target` reads the target as Xcode builds it (its storyboards, sources, module,
    /// compilation conditions and bundle) from the project; the storyboards and Swift files
    /// among its input files, and the project file, are the command's inputs.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
      -> [Command]
    {
      let project = SegueReading.xcodeproj(
        in: context.xcodeProject.directoryURL, named: context.xcodeProject.displayName)
      return try commands(
        inputs: TargetInputs(target.inputFiles),
        reading: .project(project, target: target.displayName),
        projectFile: project.appendingPathComponent("project.pbxproj", isDirectory: false),
        targetName: target.displayName, tool: context.tool(named: "segue-generate-tool").url,
        workDirectory: context.pluginWorkDirectoryURL)
    }
  }
#endif
