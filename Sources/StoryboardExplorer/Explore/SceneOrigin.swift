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

  /// Whether code opens the exploration's first scene, in a container the storyboards do not
  /// show.
  package var isCode: Bool { self != .launch }
}
