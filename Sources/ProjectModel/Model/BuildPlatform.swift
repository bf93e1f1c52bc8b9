/// The platform a target builds for, read from `SDKROOT` or `SUPPORTED_PLATFORMS`; its raw
/// value is the name Swift's `os(…)` condition gives it.
package enum BuildPlatform: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case iOS
  case macOS
  case tvOS
  case watchOS
  case visionOS

  /// The platform of an SDK or platform name such as `iphoneos`, `iphonesimulator18.0` or
  /// `macosx`; nil for `auto`, an empty value or a name this version does not know.
  package init?(sdk: String) {
    let name = sdk.lowercased()
    if name.hasPrefix("iphone") {
      self = .iOS
    } else if name.hasPrefix("macosx") {
      self = .macOS
    } else if name.hasPrefix("appletv") {
      self = .tvOS
    } else if name.hasPrefix("watch") {
      self = .watchOS
    } else if name.hasPrefix("xr") {
      self = .visionOS
    } else {
      return nil
    }
  }

  /// The SDK of the platform's devices, which conditional settings (`[sdk=iphoneos*]`) are
  /// matched against.
  package var deviceSDK: String {
    switch self {
    case .iOS: "iphoneos"
    case .macOS: "macosx"
    case .tvOS: "appletvos"
    case .watchOS: "watchos"
    case .visionOS: "xros"
    }
  }

  /// The name a build file's `platformFilters` give the platform (`maccatalyst`, an iOS app on
  /// the Mac, is not this reading's iOS).
  package var filterName: String {
    switch self {
    case .iOS: "ios"
    case .macOS: "macos"
    case .tvOS: "tvos"
    case .watchOS: "watchos"
    case .visionOS: "xros"
    }
  }

  /// The setting that holds the deployment target on this platform.
  package var deploymentTargetSetting: String {
    switch self {
    case .iOS: "IPHONEOS_DEPLOYMENT_TARGET"
    case .macOS: "MACOSX_DEPLOYMENT_TARGET"
    case .tvOS: "TVOS_DEPLOYMENT_TARGET"
    case .watchOS: "WATCHOS_DEPLOYMENT_TARGET"
    case .visionOS: "XROS_DEPLOYMENT_TARGET"
    }
  }

  package var description: String { rawValue }
}
