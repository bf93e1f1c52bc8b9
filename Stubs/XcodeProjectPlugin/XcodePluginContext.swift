import Foundation
import PackagePlugin

/// What Xcode tells a plugin applied to a target of an Xcode project.
public struct XcodePluginContext {
  /// The project the target belongs to.
  public let xcodeProject: XcodeProject

  /// A directory the plugin and its commands may write into, kept between builds.
  @available(_PackageDescription, deprecated: 6.0, renamed: "pluginWorkDirectoryURL")
  public let pluginWorkDirectory: Path

  /// A directory the plugin and its commands may write into, kept between builds.
  @available(_PackageDescription, introduced: 6.0)
  public let pluginWorkDirectoryURL: URL

  /// The executable `name`, built from a target the plugin depends on; throws when there is none.
  public func tool(named name: String) throws -> PluginContext.Tool { fatalError("stub") }
}
