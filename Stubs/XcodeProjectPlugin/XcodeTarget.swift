import PackagePlugin

/// A target of an Xcode project, as a plugin sees it.
public struct XcodeTarget {
  public typealias ID = String

  public let id: ID
  public let displayName: String

  /// What the target builds; nil for an aggregate target.
  public let product: XcodeProduct?

  public let dependencies: [XcodeTargetDependency]

  /// The target's files: sources, resources (storyboards among them) and others.
  public let inputFiles: FileList
}

/// A target or package product an Xcode target depends on.
public enum XcodeTargetDependency {
  case target(XcodeTarget)
  case product(any Product)
}
