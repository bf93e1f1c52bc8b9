#if canImport(XcodeProjectPlugin)
  import PackagePlugin
  import XcodeProjectPlugin

  extension SegueCommandPlugin: XcodeCommandPlugin {
    /// The same commands over the targets of an Xcode project (``CommandJobs``).
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      try CommandJobs.run(CommandRequest(arguments), context: context)
    }
  }
#endif
