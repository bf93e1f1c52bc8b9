/// A storyboard that an Info.plist names, with the key that names it: the storyboard the
/// app, window scene or extension opens at launch, or the launch screen.
package struct EntryPoint: Sendable, Hashable, Comparable {
  /// What the storyboard is for.
  package enum Role: String, Sendable, Hashable, Comparable {
    /// Opened at launch: its initial controller becomes the window's (or extension's) root.
    case main
    /// Shown by the system while the app launches; never navigated.
    case launchScreen = "launch-screen"

    package static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// Which devices the key applies to: a `~ipad` or `~iphone` suffix, or every device.
  package enum Idiom: String, Sendable, Hashable, Comparable {
    case any
    case phone
    case pad

    package static func < (lhs: Idiom, rhs: Idiom) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The storyboard's name without `.storyboard`, as the Info.plist writes it.
  package var storyboardName: String
  package var role: Role
  package var idiom: Idiom
  /// The key path in the Info.plist, such as `UIMainStoryboardFile~ipad` or
  /// `UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0].UISceneStoryboardFile`.
  package var key: String

  /// Orders by role, idiom, key, so the list reads the same every run.
  package static func < (lhs: EntryPoint, rhs: EntryPoint) -> Bool {
    (lhs.role, lhs.idiom, lhs.key, lhs.storyboardName)
      < (rhs.role, rhs.idiom, rhs.key, rhs.storyboardName)
  }
}
