import PackagePlugin

/// A build-tool plugin that can also be applied to a target of an Xcode project.
public protocol XcodeBuildToolPlugin: Plugin {
  /// The commands to run while building `target`.
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}
