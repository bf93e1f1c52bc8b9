import HeadlessNavigation
import SegueKit

/// The device the simulator runs on: it decides the window's horizontal size class, so whether
/// split views collapse and popovers adapt to sheets.
public enum SimulatedIdiom: String, Sendable, Hashable, CaseIterable {
  /// An iPhone in portrait: compact width, split views collapsed, popovers shown as sheets.
  case phone
  /// An iPad full screen: regular width, split views expanded, real popovers.
  case pad

  /// The window's horizontal size class.
  public var sizeClass: HeadlessSizeClass {
    self == .phone ? .compact : .regular
  }

  /// The idiom SegueKit's presentation options read.
  public var deviceIdiom: DeviceIdiom {
    self == .phone ? .phone : .pad
  }
}
