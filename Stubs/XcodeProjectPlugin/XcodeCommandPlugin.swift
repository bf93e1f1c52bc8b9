import PackagePlugin

/// A command plugin that can also run on an Xcode project.
public protocol XcodeCommandPlugin: Plugin {
  /// Runs the command with the arguments the user gave.
  func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
