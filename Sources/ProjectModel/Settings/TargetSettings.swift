import Foundation

/// What a target's expanded build settings say: module name, platform, deployment target,
/// device family, compilation conditions, and where its Info.plist is.
struct TargetSettings {
  var expander: SettingExpander
  let raw: [String: String]

  init(settings: [String: String]) {
    raw = settings
    expander = SettingExpander(settings: settings)
  }

  /// `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` (which defaults to the target's name) made a
  /// C99 identifier.
  mutating func moduleName(targetName: String) -> String {
    if let module = nonEmpty("PRODUCT_MODULE_NAME") { return module }
    return SettingModifier.c99Identifier(nonEmpty("PRODUCT_NAME") ?? targetName)
  }

  /// The platforms of `SDKROOT`, else of `SUPPORTED_PLATFORMS`, with the primary first. When
  /// neither is set at all, macOS, Xcode's own default `SDKROOT` (`isDefault` true); when one
  /// is set to what this version does not know, none.
  mutating func platforms()
    -> (primary: BuildPlatform?, supported: [BuildPlatform], isDefault: Bool)
  {
    let supportedValue = nonEmpty("SUPPORTED_PLATFORMS")
    let sdkValue = nonEmpty("SDKROOT")
    guard supportedValue != nil || sdkValue != nil else { return (.macOS, [.macOS], true) }
    let supported = Set(
      (supportedValue ?? "").split(separator: " ").compactMap { BuildPlatform(sdk: String($0)) })
    let sdk = sdkValue.flatMap(BuildPlatform.init(sdk:))
    let all = supported.union(sdk.map { [$0] } ?? [])
    let ordered = BuildPlatform.allCases.filter(all.contains)
    return (sdk ?? ordered.first, ordered, false)
  }

  mutating func deploymentTarget(platform: BuildPlatform?) -> String? {
    platform.flatMap { nonEmpty($0.deploymentTargetSetting) }
  }

  /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS`, split on spaces, then the names `OTHER_SWIFT_FLAGS`
  /// defines (`-DNAME`, `-D NAME`, quoted or not), which the compiler treats the same; first
  /// occurrence kept.
  mutating func conditions() -> [String] {
    var names = words("SWIFT_ACTIVE_COMPILATION_CONDITIONS")
    let flags = words("OTHER_SWIFT_FLAGS").map { $0.replacingOccurrences(of: "\"", with: "") }
    for (index, flag) in flags.enumerated() where flag.hasPrefix("-D") {
      let name =
        flag == "-D" ? (index + 1 < flags.count ? flags[index + 1] : "") : String(flag.dropFirst(2))
      if !name.isEmpty, !name.hasPrefix("-"), !name.contains("$") { names.append(name) }
    }
    return unique(names)
  }

  /// `GCC_PREPROCESSOR_DEFINITIONS` items that are a plain `NAME` or `NAME=VALUE`.
  mutating func preprocessorDefinitions() -> [String] {
    unique(
      words("GCC_PREPROCESSOR_DEFINITIONS").map { $0.replacingOccurrences(of: "\"", with: "") }
        .filter { !$0.contains("$") && !$0.contains("\\") })
  }

  /// `INFOPLIST_FILE`, expanded and relative to `folder`; whether the plist is generated.
  mutating func infoPlist(folder: String) -> (path: String?, generated: Bool) {
    let generated = nonEmpty("GENERATE_INFOPLIST_FILE")?.uppercased() == "YES"
    let path = nonEmpty("INFOPLIST_FILE").map {
      ProjectPaths.join(folder, $0.replacingOccurrences(of: "\"", with: ""))
    }
    return (path, generated)
  }

  /// The `INFOPLIST_KEY_*` settings as Info.plist keys.
  mutating func generatedInfoPlistKeys() -> [String: Any] {
    var copy = expander
    let keys = InfoPlistEntryPoints.generatedKeys(settings: raw) { copy.expand($0) }
    expander = copy
    return keys
  }

  /// The expanded value of `name`, nil when it is unset or empty.
  mutating func nonEmpty(_ name: String) -> String? {
    guard let value = expander.value(name)?.trimmingWhitespace(), !value.isEmpty else {
      return nil
    }
    return value
  }

  private mutating func words(_ name: String) -> [String] {
    (nonEmpty(name) ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
  }

  private func unique(_ items: [String]) -> [String] {
    var seen = Set<String>()
    return items.filter { seen.insert($0).inserted }
  }
}
