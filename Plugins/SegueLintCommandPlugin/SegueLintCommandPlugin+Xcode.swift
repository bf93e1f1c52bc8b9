#if canImport(XcodeProjectPlugin)
  import PackagePlugin
  import XcodeProjectPlugin

  extension SegueLintCommandPlugin: XcodeCommandPlugin {
    /// `segue lint` over the targets of an Xcode project (``CommandJobs``).
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      try CommandJobs.run(CommandRequest(lintOnly: arguments), context: context)
    }
  }
#endif
