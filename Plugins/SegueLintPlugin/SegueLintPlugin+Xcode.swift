#if canImport(XcodeProjectPlugin)
  import Foundation
  import PackagePlugin
  import XcodeProjectPlugin

  extension SegueLintPlugin: XcodeBuildToolPlugin {
    /// The same command for a target of an Xcode project. Its configuration is the
    /// `.segue-lint.json` of the folder holding its storyboards, else the project's.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
      -> [Command]
    {
      let inputs = TargetInputs(target.inputFiles)
      let folders = [inputs.storyboardFolder, context.xcodeProject.directoryURL].compactMap { $0 }
      return try commands(
        inputs: inputs,
        module: ModuleName.forProduct(target.product?.name ?? target.displayName),
        configuration: LintConfiguration.find(in: folders),
        targetName: target.displayName, tool: context.tool(named: "segue").url,
        workDirectory: context.pluginWorkDirectoryURL)
    }
  }
#endif
