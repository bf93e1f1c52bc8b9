import StoryboardKit

/// The operating systems Swift's `os(…)` condition names, as a set: the platforms a piece of
/// code is compiled for, as far as its `#if` conditions say.
package struct CompiledPlatforms: OptionSet, Sendable, Hashable {
  package let rawValue: UInt8

  package init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  package static let iOS = Self(rawValue: 1 << 0)
  package static let macOS = Self(rawValue: 1 << 1)
  package static let tvOS = Self(rawValue: 1 << 2)
  package static let watchOS = Self(rawValue: 1 << 3)
  package static let visionOS = Self(rawValue: 1 << 4)
  package static let all: Self = [.iOS, .macOS, .tvOS, .watchOS, .visionOS]

  /// Each platform alone, with the name `os(…)` gives it.
  static let named: [(name: String, platform: Self)] = [
    ("iOS", .iOS), ("macOS", .macOS), ("tvOS", .tvOS), ("watchOS", .watchOS),
    ("visionOS", .visionOS),
  ]

  /// The platform `os(name)` names, also by its older spelling (`OSX`, `xrOS`); nil for one
  /// Swift does not know (`Linux`, `Windows`), which no app storyboard runs on.
  package init?(osName name: String) {
    switch name {
    case "iOS": self = .iOS
    case "macOS", "OSX": self = .macOS
    case "tvOS": self = .tvOS
    case "watchOS": self = .watchOS
    case "visionOS", "xrOS": self = .visionOS
    default: return nil
    }
  }

  /// The platforms whose builds load storyboards of `platform`: an iOS storyboard is also
  /// visionOS's (and Mac Catalyst's, which is `os(iOS)`); an unknown one, any.
  package init(storyboard platform: Platform) {
    switch platform {
    case .iOS: self = [.iOS, .visionOS]
    case .tvOS: self = .tvOS
    case .watchOS: self = .watchOS
    case .macOS: self = .macOS
    case .unknown: self = .all
    }
  }
}
