/// What an Xcode target builds.
public struct XcodeProduct {
  public typealias ID = String

  /// The kind of thing built.
  public enum Kind {
    case application
    case executable
    case framework
    case library
    case other(String)
  }

  public let id: ID
  /// The product's name, such as `MyApp`.
  public let name: String
  public let kind: Kind
}
