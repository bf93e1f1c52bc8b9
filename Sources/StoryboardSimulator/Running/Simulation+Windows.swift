import HeadlessNavigation

extension Simulation {
  /// What each presentation level is to an AppKit user, the window's root first: `window 1`,
  /// then `window 2` for a window a `show` opened, `modal window 3`, `sheet on window 1`,
  /// `popover on window 2`; nil outside AppKit, where the levels are one screen's.
  func windowLabels() -> [String]? {
    guard window.platform == .appKit else { return nil }
    let levels = presentationLevels
    var labels = ["window 1"]
    labels.reserveCapacity(levels.count)
    var windows = 1
    // The window a sheet or popover is attached to: the last window opened below it.
    var current = 1
    for level in levels.dropFirst() {
      switch level.modalPresentationStyle {
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
