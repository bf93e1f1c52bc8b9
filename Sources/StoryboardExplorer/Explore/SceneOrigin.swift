/// Where the exploration that first showed a scene started.
public enum SceneOrigin: Sendable, Hashable {
  /// The app's launch.
  case launch
  /// A scene the code opens by a literal name (or a generated `StoryboardScene` accessor), at
  /// `place` (`File.swift:12`) in the sources.
  case code(place: String)
  /// A scene assumed to be opened from code: an initial controller or a scene with a
  /// storyboard identifier that nothing else reaches, while the code names storyboards or
  /// scenes by something other than a literal (the first such place is `place`).
  case assumedFromCode(place: String)
  /// A scene a menu item of the macOS application scene opens by a segue at `place`
  /// (`Main.storyboard:169`): the menu bar is there from the launch, so its scenes count as
  /// reached from the launch.
  case menu(place: String)

  /// Whether code or a menu item opens the exploration's first scene, in a container (or a
  /// window) the storyboards do not show.
  package var isCode: Bool { self != .launch }
}
