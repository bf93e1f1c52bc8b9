/// One native target of an Xcode project (`PBXNativeTarget`), with its files and what its
/// build settings say for the project's chosen configuration.
package struct Target: Sendable, Hashable {
  /// Where the target's Info.plist comes from.
  package enum InfoPlist: Sendable, Hashable {
    /// `INFOPLIST_FILE`, expanded; `generatedKeys` when `GENERATE_INFOPLIST_FILE` adds to it.
    case file(path: String, generatedKeys: Bool)
    /// `GENERATE_INFOPLIST_FILE = YES` with no file: the `INFOPLIST_KEY_*` settings.
    case generated
    /// Neither.
    case none
  }

  package var name: String
  package var kind: TargetKind
  /// The product type as written, such as `com.apple.product-type.application`.
  package var productType: String?
  /// The targets of the project this one depends on directly, by name, in the project's order:
  /// its target dependencies and the targets whose product it links (frameworks build phase).
  package var dependencies: [String]
  /// `PRODUCT_MODULE_NAME`, else the product name (or target name) made a C99 identifier.
  package var moduleName: String
  /// The module of the classes its storyboards mark `customModuleProvider="target"`: the
  /// storyboard compiler's `IBSC_MODULE` where set (a WatchKit app names its extension's
  /// module there, since the extension holds the interface controllers), else ``moduleName``.
  package var storyboardModuleName: String
  /// From `SDKROOT`, else the first of `SUPPORTED_PLATFORMS`; nil when neither names one.
  package var platform: BuildPlatform?
  /// Every platform of `SUPPORTED_PLATFORMS` (or the one of `SDKROOT`), sorted.
  package var supportedPlatforms: [BuildPlatform]
  /// The platform's `*_DEPLOYMENT_TARGET`, such as `15.0`.
  package var deploymentTarget: String?
  /// From `TARGETED_DEVICE_FAMILY`, or the platform's own when it is not set.
  package var deviceFamily: [DeviceFamily]
  /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS`, in order, without duplicates.
  package var conditions: [String]
  /// The major version of the Swift its files are written in: `SWIFT_VERSION`'s, else 2 for a
  /// project that no Xcode after 7 saved (Xcode 8 and later build no Swift without the
  /// setting); nil when not known. Swift 2 gives a method's first parameter no argument label
  /// unless one is written, which changes its Objective-C selector.
  package var swiftLanguageVersion: Int? = nil
  /// `GCC_PREPROCESSOR_DEFINITIONS` as written (`NAME` or `NAME=VALUE`), without duplicates.
  package var preprocessorDefinitions: [String]
  package var infoPlist: InfoPlist
  /// What the Info.plist names: launch storyboards and launch screens, sorted.
  package var entryPoints: [EntryPoint]
  /// The storyboards the target copies (resources phase, folder-synchronized groups): full
  /// paths, sorted. A localized storyboard is its `Base.lproj` file.
  package var storyboards: [String]
  /// The Swift and Objective-C files the target compiles: full paths, sorted.
  package var sources: [String]
  /// The Objective-C headers that say what Swift in the target sees: its bridging header
  /// (`SWIFT_OBJC_BRIDGING_HEADER`) and the header beside each `.m` it compiles, when on disk;
  /// full paths, sorted. They are read with the sources: a class whose header the bridging
  /// header imports is one Swift code can name.
  package var headers: [String] = []
  /// The macros other targets of the project define in their `GCC_PREPROCESSOR_DEFINITIONS`
  /// and this one does not (TeleMed's `MED2MED`, its second app's): macros that pick a target,
  /// which only the settings define, as Xcode's `DEBUG`; sorted.
  package var otherTargetsMacros: [String] = []
  /// What it links that no target of the project builds (package products, pods, Carthage and
  /// binary frameworks, other projects' products, `OTHER_LDFLAGS`), sorted.
  package var linked: [LinkedCode] = []
  /// Whether some of the target's storyboards or sources are missing from the checkout (left
  /// out of `storyboards` and `sources`, with a warning).
  package var hasMissingFiles = false
  /// The storyboards the target copies that the checkout lacks: full paths, sorted. Code may
  /// name them, and lint cannot see their scenes.
  package var missingStoryboards: [String] = []
  /// The Swift and Objective-C files the target compiles that the checkout lacks: full paths,
  /// sorted. A class named like one of them is where the project says it would be.
  package var missingSources: [String] = []
  /// The build settings of the chosen configuration, with `$(inherited)` applied but other
  /// references left as written; `SettingExpander` expands them.
  package var settings: [String: String]
}
