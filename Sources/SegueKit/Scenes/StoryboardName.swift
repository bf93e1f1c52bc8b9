import Foundation

/// A storyboard as typed scenes name it: its name and the bundle it is compiled into.
///
/// `segue generate` writes an enum per storyboard that conforms, through a protocol of the
/// generated file whose extension gives every storyboard the module's bundle, and types each of
/// its scenes with it, so a scene holds only its identifier:
///
/// ```swift
/// enum Main: ModuleStoryboard {  // protocol ModuleStoryboard: StoryboardName { … }
///   static var storyboardName: Swift.String { "Main" }
///   typealias InitialController = JobListViewController  // typing its `initialScene`
///   static var jobEditor: SceneType<Main, JobEditorViewController> { "JobEditor" }
/// }
/// ```
public protocol StoryboardName {
  /// The storyboard's name, without its extension, as `UIStoryboard(name:bundle:)` takes it.
  static var storyboardName: String { get }
  /// The bundle the storyboard is compiled into.
  ///
  /// Generated code gives the bundle of the module it is compiled in: `Bundle.module` in a
  /// Swift package target (whose storyboards are resources), otherwise `Bundle(for:)` of a class
  /// of that module, which is the app's or the framework's bundle; or the bundle that the
  /// expression given to `segue generate --bundle` names.
  static var bundle: Bundle { get }
}
