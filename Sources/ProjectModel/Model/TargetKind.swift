/// What a native target builds, read from its `productType`.
package enum TargetKind: Sendable, Hashable, CustomStringConvertible {
  /// `com.apple.product-type.application` and its watchOS and App Clip variants.
  case app
  /// `com.apple.product-type.framework` and static frameworks.
  case framework
  /// `com.apple.product-type.app-extension` and the other extension types.
  case appExtension
  /// Anything else (libraries, tests, tools), with its product type as written.
  case other(String)

  package init(productType: String?) {
    switch productType ?? "" {
    case "com.apple.product-type.application", "com.apple.product-type.application.watchapp2",
      "com.apple.product-type.application.watchapp2-container",
      "com.apple.product-type.application.on-demand-install-capable",
      "com.apple.product-type.application.watchapp":
      self = .app
    case "com.apple.product-type.framework", "com.apple.product-type.framework.static":
      self = .framework
    case let type where type.contains("extension"):
      self = .appExtension
    case let type:
      self = .other(type)
    }
  }

  /// `app`, `framework`, `app-extension`, or `other (TYPE)`.
  package var description: String {
    switch self {
    case .app: "app"
    case .framework: "framework"
    case .appExtension: "app-extension"
    case .other(let type): type.isEmpty ? "other" : "other (\(type))"
    }
  }
}
