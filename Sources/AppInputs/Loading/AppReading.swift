/// What a command reads of each target's storyboards: the simulator never navigates a launch
/// screen, lint judges it; the parser looks for the scenes' custom objects only for a reader
/// that compares them with code.
package struct AppReading: Sendable, Hashable {
  /// When the parser reads the scenes' custom objects.
  package enum CustomObjects: Sendable, Hashable {
    case always
    case never
    /// When the target's sources declare classes to compare them with (lint's rules).
    case whenSourcesDeclareClasses
  }

  /// Whether the launch screens (`UILaunchStoryboardName`) are read with the rest.
  package var launchScreens: Bool
  package var customObjects: CustomObjects

  package init(launchScreens: Bool, customObjects: CustomObjects) {
    self.launchScreens = launchScreens
    self.customObjects = customObjects
  }

  /// As the simulator reads an app: every storyboard but the launch screens, custom objects
  /// and all.
  package static let navigation = AppReading(launchScreens: false, customObjects: .always)
  /// Every storyboard, custom objects and all (`graph`, `dump`).
  package static let everything = AppReading(launchScreens: true, customObjects: .always)
}
