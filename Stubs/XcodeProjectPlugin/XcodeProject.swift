import Foundation
import PackagePlugin

/// An Xcode project, as a plugin sees it.
public struct XcodeProject {
  public typealias ID = String

  public let id: ID
  public let displayName: String

  /// The folder holding the `.xcodeproj`.
  @available(_PackageDescription, deprecated: 6.0, renamed: "directoryURL")
  public let directory: Path

  /// The folder holding the `.xcodeproj`.
  @available(_PackageDescription, introduced: 6.0)
  public let directoryURL: URL

  /// Every file the project refers to.
  public let filePaths: PathList

  public let targets: [XcodeTarget]
}
