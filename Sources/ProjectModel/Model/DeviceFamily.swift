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

  /// The families of a `TARGETED_DEVICE_FAMILY` value, sorted; when the value is empty, the
  /// platform's own (an iOS target without the setting builds for the phone).
  package static func families(setting: String?, platform: BuildPlatform?) -> [DeviceFamily] {
    let listed = (setting ?? "").split(separator: ",").compactMap { DeviceFamily(number: String($0)) }
    if !listed.isEmpty { return Array(Set(listed)).sorted() }
    switch platform {
    case .iOS: return [.phone]
    case .macOS: return [.mac]
    case .tvOS: return [.tv]
    case .watchOS: return [.watch]
    case .visionOS: return [.vision]
    case nil: return []
    }
  }

  package static func < (lhs: DeviceFamily, rhs: DeviceFamily) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }

  package var description: String { rawValue }
}
