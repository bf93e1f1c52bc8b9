import Foundation

/// A device family a target runs on, from `TARGETED_DEVICE_FAMILY` (`1,2` is phone and pad).
package enum DeviceFamily: String, Sendable, Hashable, Comparable, CaseIterable,
  CustomStringConvertible
{
  case phone
  case pad
  case tv
  case watch
  case mac
  case vision

  /// The family of one number of `TARGETED_DEVICE_FAMILY`; nil for a number Xcode does not use.
  package init?(number: String) {
    switch number.trimmingCharacters(in: .whitespaces) {
    case "1": self = .phone
    case "2": self = .pad
    case "3": self = .tv
    case "4": self = .watch
    case "6": self = .mac
    case "7": self = .vision
    default: return nil
    }
  }

  /// The families of a `TARGETED_DEVICE_FAMILY` value that the platform runs, sorted; the
  /// platform's own when there are none (an iOS target without the setting builds for the
  /// phone). Only iOS and visionOS read the setting: a Mac target beside iOS ones inherits it
  /// from the project without meaning it. The Mac (6) is the idiom of a Mac Catalyst build,
  /// which `SUPPORTS_MACCATALYST = YES` asks for: without it an iOS app runs on a Mac as it
  /// does on an iPad.
  package static func families(
    setting: String?, platform: BuildPlatform?, supportsMacCatalyst: Bool
  ) -> [DeviceFamily] {
    let listed = Set(
      (setting ?? "").split(separator: ",").compactMap { DeviceFamily(number: String($0)) })
    let runs: Set<DeviceFamily>
    let own: DeviceFamily
    switch platform {
    case .iOS:
      (runs, own) = (
        supportsMacCatalyst ? [.phone, .pad, .mac, .vision] : [.phone, .pad, .vision], .phone
      )
    case .visionOS: (runs, own) = ([.phone, .pad, .vision], .vision)
    case .macOS: (runs, own) = ([], .mac)
    case .tvOS: (runs, own) = ([], .tv)
    case .watchOS: (runs, own) = ([], .watch)
    case nil: return listed.sorted()
    }
    let kept = listed.intersection(runs)
    return kept.isEmpty ? [own] : kept.sorted()
  }

  package static func < (lhs: DeviceFamily, rhs: DeviceFamily) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }

  package var description: String { rawValue }
}
