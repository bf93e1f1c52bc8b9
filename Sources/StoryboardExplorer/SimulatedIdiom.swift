import NavigationCore
import StoryboardKit

/// The device the simulator runs on: it decides the window's horizontal size class, so whether
/// split views collapse and popovers adapt to sheets, and, with the storyboard's platform,
/// whose navigation rules apply (``platform``).
public enum SimulatedIdiom: String, Sendable, Hashable, CaseIterable {
  /// An iPhone in portrait: compact width, split views collapsed, popovers shown as sheets.
  case phone
  /// An iPad full screen: regular width, split views expanded, real popovers.
  case pad
  /// A Mac: AppKit's windows, sheets and popovers; split views show every column.
  case mac
  /// An Apple TV: regular width, UIKit without popovers, form sheets or page sheets.
  case tv

  /// The idioms an iOS storyboard is explored on when none is asked for.
  public static let touch: [SimulatedIdiom] = [.phone, .pad]

  /// The window's horizontal size class.
  public var sizeClass: HeadlessSizeClass {
    self == .phone ? .compact : .regular
  }

  /// The navigation rules of the idiom: AppKit on a Mac, tvOS's on a TV, UIKit's otherwise.
  public var platform: HeadlessPlatform {
    switch self {
    case .phone, .pad: .uiKit
    case .mac: .appKit
    case .tv: .tvOS
    }
  }

  /// The idiom a storyboard of `platform` runs on: a macOS storyboard always on a Mac and a
  /// tvOS one on a TV, whatever was asked; an iOS (or unknown) storyboard on the idiom asked,
  /// an iPad for a Mac or TV (Mac Catalyst and the like are not modelled).
  public func resolved(for platform: Platform) -> SimulatedIdiom {
    switch platform {
    case .macOS: .mac
    case .tvOS: .tv
    default: self == .mac || self == .tv ? .pad : self
    }
  }
}
