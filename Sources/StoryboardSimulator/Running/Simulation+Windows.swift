import HeadlessNavigation
import NavigationCore

extension Simulation {
  /// What each presentation level is to an AppKit user, the window's root first: `window 1`,
  /// then `window 2` for a window a `show` opened, `modal window 3`, `sheet on window 1`,
  /// `popover on window 2`; nil outside AppKit, where the levels are one screen's.
  func windowLabels() -> [String]? {
    guard window.platform == .appKit else { return nil }
    return Self.windowLabels(
      levelStyles: presentationLevels.dropFirst().map(\.modalPresentationStyle))
  }

  /// The labels of levels presented in `levelStyles`, above the window's root.
  nonisolated static func windowLabels(levelStyles: [HeadlessPresentationStyle]) -> [String] {
    var labels = ["window 1"]
    labels.reserveCapacity(levelStyles.count + 1)
    var windows = 1
    // The window a sheet or popover is attached to: the last window opened below it.
    var current = 1
    for style in levelStyles {
      switch style {
      case .sheet:
        labels.append("sheet on window \(current)")
      case .popover:
        labels.append("popover on window \(current)")
      case .modalWindow:
        windows += 1
        current = windows
        labels.append("modal window \(windows)")
      default:
        windows += 1
        current = windows
        labels.append("window \(windows)")
      }
    }
    return labels
  }
}
