/// What a command reads of each target: the simulator never navigates a launch screen, lint
/// judges it; the parser looks for the scenes' custom objects only for a reader that compares
/// them with code; `dump` reads no code.
package struct AppReading: Sendable, Hashable {
  /// When the parser reads the scenes' custom objects.
  package enum CustomObjects: Sendable, Hashable {
    case always
    case never
    /// When the target has sources to compare them with (lint's rules), even sources that
    /// declare no class: whether the storyboards name classes they lack counts the objects'.
    case whenSourcesRead
  }

  /// Whether the launch screens (`UILaunchStoryboardName`) are read with the rest.
  package var launchScreens: Bool
  package var customObjects: CustomObjects
  /// Whether the target's sources are indexed.
  package var sources: Bool

  package init(launchScreens: Bool, customObjects: CustomObjects, sources: Bool = true) {
    self.launchScreens = launchScreens
    self.customObjects = customObjects
    self.sources = sources
  }

  /// As the simulator reads an app: every storyboard but the launch screens, custom objects
  /// and all.
  package static let navigation = AppReading(launchScreens: false, customObjects: .always)
  /// Every storyboard, custom objects and all (`graph`, `dump`).
  package static let everything = AppReading(launchScreens: true, customObjects: .always)
}
