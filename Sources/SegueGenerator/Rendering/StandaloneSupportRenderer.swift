/// Writes, for `generate --standalone`, what the code would otherwise import from SegueKit, so
/// that an app that links no SegueKit module (a CocoaPods-only app) can adopt it: only what the
/// output uses. The handler protocol and its two methods are file-private (one copy per file,
/// none visible to the app); the scene types are nested in `StoryboardScene`, so nothing is
/// added at the app's module scope.
struct StandaloneSupportRenderer: Sendable, Hashable {
  let access: AccessLevel
  let framework: UIFramework
  /// The file-private protocol's name, one the app does not declare.
  let handler: String
  /// The file-private destination function's name, one the app does not declare.
  var destinationFunction = TypedSegueRenderer.destinationFunction

  /// The protocol the controllers conform to, with `segueIdentifierIfNamed(for:)`, and the
  /// file-private `segueDestination(_:from:)` (``destinationFunction``), which `typedSegue(for:)` calls.
  func renderHandler(into writer: inout CodeWriter) {
    let segue = framework.segueClass.name
    let destination = framework == .uiKit ? "destination" : "destinationController"
    let contents =
      framework == .uiKit
      ? "candidates += (candidate as? UIViewController)?.children ?? []"
      : """
      if let window = candidate as? NSWindowController, let content = window.contentViewController {
        candidates.append(content)
      }
      candidates += (candidate as? NSViewController)?.children ?? []
      """
    writer.write(
      #"""
      // MARK: - Support (generated with --standalone: SegueKit's part that this code uses)

      /// A controller whose segues are named by its `SegueIdentifier` enum.
      fileprivate protocol \#(handler) {
        associatedtype SegueIdentifier: RawRepresentable where SegueIdentifier.RawValue == String
      }

      extension \#(handler) {
        /// `segue`'s identifier as a `SegueIdentifier`; traps naming both when it is none.
        @MainActor
        fileprivate func segueIdentifier(for segue: \#(segue)) -> SegueIdentifier {
          guard let raw = segue.identifier, let identifier = SegueIdentifier(rawValue: raw) else {
            fatalError("\(type(of: self)) has no SegueIdentifier for the segue '\(segue.identifier ?? "")'.")
          }
          return identifier
        }

        /// `segue`'s identifier as a `SegueIdentifier`, nil when it has none or an empty one;
        /// traps naming both when it is not a case.
        @MainActor
        fileprivate func segueIdentifierIfNamed(for segue: \#(segue)) -> SegueIdentifier? {
          guard let raw = segue.identifier, !raw.isEmpty else { return nil }
          return segueIdentifier(for: segue)
        }
      }

      /// `segue`'s destination as `Destination`, or the first controller it contains that is one
      /// (the root of a navigation controller); traps naming both when there is none.
      @MainActor
      private func \#(destinationFunction)<Destination>(_ segue: \#(segue), from _: AnyObject) -> Destination {
        var candidates: [Any] = [segue.\#(destination)]
        while !candidates.isEmpty {
          let candidate = candidates.removeFirst()
          if let found = candidate as? Destination { return found }
      \#(contents.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        }
        fatalError("The destination of segue '\(segue.identifier ?? "")' is a \(type(of: segue.\#(destination))), not a \(Destination.self).")
      }
      """#)
  }

  /// `StoryboardName`, `SceneType` and `InitialSceneType`, nested in `StoryboardScene`, with
  /// `instantiate()`.
  func renderScenes(into writer: inout CodeWriter) {
    let prefix = access.prefix
    let storyboard = framework == .uiKit ? "UIStoryboard" : "NSStoryboard"
    let byIdentifier =
      framework == .uiKit
      ? "instantiateViewController(withIdentifier: identifier)"
      : "instantiateController(withIdentifier: identifier)"
    let initial =
      framework == .uiKit ? "instantiateInitialViewController()" : "instantiateInitialController()"
    writer.write(
      #"""
      /// A storyboard: its name and its bundle (generated with --standalone: what SegueKit's
      /// `StoryboardName` would be).
      \#(prefix)protocol StoryboardName {
        static var storyboardName: String { get }
        static var bundle: Bundle { get }
      }

      /// A scene with a storyboard identifier, typed as its storyboard and its controller
      /// (generated with --standalone: what SegueKit's `SceneType` would be).
      \#(prefix)struct SceneType<Storyboard: StoryboardName, Controller>: Sendable, ExpressibleByStringLiteral {
        \#(prefix)let identifier: String

        \#(prefix)init(stringLiteral identifier: String) {
          self.identifier = identifier
        }

        /// The scene's controller; traps naming both when it is not a `Controller`.
        @MainActor
        \#(prefix)func instantiate() -> Controller {
          let storyboard = \#(storyboard)(name: Storyboard.storyboardName, bundle: Storyboard.bundle)
          let controller = storyboard.\#(byIdentifier)
          guard let typed = controller as? Controller else {
            fatalError("Scene '\(identifier)' of storyboard '\(Storyboard.storyboardName)' is a \(type(of: controller)), not a \(Controller.self).")
          }
          return typed
        }
      }

      /// A storyboard's initial scene, typed as its storyboard and its controller (generated
      /// with --standalone).
      \#(prefix)struct InitialSceneType<Storyboard: StoryboardName, Controller>: Sendable {
        \#(prefix)init() {}

        /// The initial scene's controller; traps naming both when it is not a `Controller`.
        @MainActor
        \#(prefix)func instantiate() -> Controller {
          let storyboard = \#(storyboard)(name: Storyboard.storyboardName, bundle: Storyboard.bundle)
          let controller = storyboard.\#(initial)
          guard let typed = controller as? Controller else {
            fatalError("The initial scene of storyboard '\(Storyboard.storyboardName)' is \(controller.map { "a \(type(of: $0))" } ?? "missing"), not a \(Controller.self).")
          }
          return typed
        }
      }
      """#)
  }
}
