/// The `TARGET_OS_*` macros of Apple's `TargetConditionals.h` (which clang also predefines for
/// Apple targets), as Objective-C's `#if` reads them: every one is defined, to `1` or `0`, on
/// every Apple platform. `TARGET_OS_MAC` is `1` on all of them, iOS included; `TARGET_OS_IPHONE`
/// on all but macOS; `TARGET_OS_IOS` on iOS and Mac Catalyst only (not visionOS).
enum TargetOSMacros {
  /// Every macro this reads.
  static let names: Set<String> = [
    "TARGET_OS_MAC", "TARGET_OS_OSX", "TARGET_OS_IPHONE", "TARGET_OS_IOS", "TARGET_OS_TV",
    "TARGET_OS_WATCH", "TARGET_OS_NANO", "TARGET_OS_VISION", "TARGET_OS_SIMULATOR",
    "TARGET_IPHONE_SIMULATOR", "TARGET_OS_EMBEDDED", "TARGET_OS_MACCATALYST",
    "TARGET_OS_UIKITFORMAC", "TARGET_OS_WIN32", "TARGET_OS_WINDOWS", "TARGET_OS_LINUX",
    "TARGET_OS_UNIX", "TARGET_OS_DRIVERKIT", "TARGET_OS_BRIDGE", "TARGET_OS_RTKIT",
  ]

  /// The value of macro `name` in a build for `platform` (one platform); nil when it is not
  /// known: whether the build is for a simulator when `simulator` is nil, whether an iOS build
  /// is Mac Catalyst's.
  static func value(of name: String, platform: CompiledPlatforms, simulator: Bool?) -> Int? {
    let value: Bool?
    switch name {
    case "TARGET_OS_MAC": value = true
    case "TARGET_OS_OSX": value = platform == .macOS
    case "TARGET_OS_IPHONE": value = platform != .macOS
    case "TARGET_OS_IOS": value = platform == .iOS
    case "TARGET_OS_TV": value = platform == .tvOS
    case "TARGET_OS_WATCH", "TARGET_OS_NANO": value = platform == .watchOS
    case "TARGET_OS_VISION": value = platform == .visionOS
    case "TARGET_OS_SIMULATOR", "TARGET_IPHONE_SIMULATOR":
      value = platform == .macOS ? false : simulator
    case "TARGET_OS_EMBEDDED": value = platform == .macOS ? false : simulator.map { !$0 }
    case "TARGET_OS_MACCATALYST", "TARGET_OS_UIKITFORMAC":
      value = platform == .iOS ? nil : false
    default: value = names.contains(name) ? false : nil
    }
    return value.map { $0 ? 1 : 0 }
  }
}
