#if canImport(XcodeProjectPlugin)
  import Foundation
  import PackagePlugin
  import XcodeProjectPlugin

  extension SegueGeneratePlugin: XcodeBuildToolPlugin {
    /// The same command for a target of an Xcode project, over the storyboards and Swift
    /// files among its input files.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
      -> [Command]
    {
      try commands(
        inputs: TargetInputs(target.inputFiles),
        module: ModuleName.forProduct(target.product?.name ?? target.displayName),
        targetName: target.displayName, tool: context.tool(named: "segue").url,
        workDirectory: context.pluginWorkDirectoryURL)
    }
  }
#endif
