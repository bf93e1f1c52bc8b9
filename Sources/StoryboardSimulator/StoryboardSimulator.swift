import AppInputs
import SourceIndex
import StoryboardExplorer
import StoryboardKit

/// An app's storyboards, ready to launch into a headless window and to explore.
///
/// A storyboard runs by its platform's rules: an iOS one on the idiom asked, a macOS one as
/// AppKit on a Mac, a tvOS one as tvOS (``SimulatedIdiom/resolved(for:)``).
///
/// Each scene becomes a headless controller named after its custom class (or its UIKit or
/// AppKit class); containers are wired from relationship segues, container views embed their
/// children, storyboard references are followed, and every segue is performed with its kind
/// and presentation style. With sources, a controller implements the unwind actions its class
/// (or a superclass) declares; without, every controller with a custom class is assumed to
/// implement them all, and ``unwindActionsAssumed`` says so.
///
/// ```swift
/// let app = try StoryboardSimulator(contentsOf: ["App"])
/// let simulation = try app.launch()
/// try simulation.perform(["ShowSettings", "back"])
/// let report = app.explore()
/// ```
public struct StoryboardSimulator: Sendable {
  /// The storyboards and sources as the simulator reads them, and the launch.
  let app: SimulatedApp
  /// How the app launches, its idiom resolved for the start storyboard's platform.
  public let options: SimulatorOptions

  /// The simulator of `documents`, every unwind action assumed implemented. To read an app's
  /// storyboards and sources together, as `segue explore` does, use
  /// ``init(contentsOf:sourcePaths:options:)`` or ``init(app:options:)``.
  public init(documents: [StoryboardDocument], options: SimulatorOptions = SimulatorOptions())
    throws(SimulatorError)
  {
    try self.init(documents: documents, sources: nil, options: options)
  }

  /// The simulator of `documents` with the unwind actions that `sources` declares (nil:
  /// assume them).
  package init(
    documents: [StoryboardDocument], sources: SourceIndex?, options: SimulatorOptions
  ) throws(SimulatorError) {
    let app = try SimulatedApp(
      documents: documents, sources: sources, requested: options.start,
      launchNames: options.launchStoryboards, idiom: options.idiom,
      customSegues: options.customSegues)
    self.init(app: app, options: options)
  }

  /// The simulator of the app at `paths`, read as `segue explore` reads them (``AppInput``):
  /// an Xcode project's one target that holds storyboards, or the storyboards under the paths
  /// launched into what an Info.plist among them names (else `Main`), with the unwind actions
  /// of the sources under `sourcePaths` (nil: assume them). Throws when a storyboard cannot be
  /// read, and when the paths hold several apps (load them with
  /// ``AppInput/load(contentsOf:sourcePaths:workingDirectory:)`` and choose one).
  public init(
    contentsOf paths: [String], sourcePaths: [String]? = nil,
    options: SimulatorOptions = SimulatorOptions()
  ) throws(SimulatorError) {
    let apps: [AppInput]
    do {
      apps = try AppInput.load(contentsOf: paths, sourcePaths: sourcePaths)
    } catch {
      if let sources = error.sourceError { throw .unreadableSources(sources.description) }
      throw .unreadableInputs(error.diagnostic)
    }
    guard apps.count == 1 else {
      let names = apps.compactMap(\.name).map { "'\($0)'" }.joined(separator: ", ")
      throw .unreadableInputs(
        Diagnostic(
          severity: .error,
          message: "The paths hold \(apps.count) apps (\(names)); load them with "
            + "AppInput.load(contentsOf:) and launch one with StoryboardSimulator(app:).",
          errorID: "several-apps"))
    }
    if let error = apps[0].storyboards.errors.first { throw .unreadableStoryboard(error) }
    try self.init(app: apps[0], options: options)
  }

  /// The simulator of `app`, launched as `segue explore` launches it: into the storyboards its
  /// Info.plist names (unless `options` names some) and, for an app that runs on a pad alone,
  /// on a pad. The storyboards that could not be read are left out; `app.diagnostics` says
  /// which.
  public init(app: AppInput, options: SimulatorOptions = SimulatorOptions()) throws(SimulatorError)
  {
    try self.init(app: app, options: options, idiom: app.runsOnPadOnly ? .pad : nil)
  }

  /// The simulator of `app` on `idiom` (nil: the one `options` says), launched into its
  /// Info.plist's storyboards unless `options` names some or a start.
  package init(app: AppInput, options given: SimulatorOptions, idiom: SimulatedIdiom?)
    throws(SimulatorError)
  {
    var options = given
    if options.launchStoryboards.isEmpty { options.launchStoryboards = app.launchStoryboards }
    options.idiom = idiom ?? options.idiom
    let simulated = try SimulatedApp(
      graph: app.graph, sources: app.sources, requested: options.start,
      launchNames: options.launchStoryboards, idiom: options.idiom,
      customSegues: options.customSegues)
    self.init(app: simulated, options: options)
  }

  /// The simulator of `app`, launched with `options` on the app's idiom.
  init(app: SimulatedApp, options: SimulatorOptions) {
    self.app = app
    var resolved = options
    resolved.idiom = app.idiom
    self.options = resolved
  }

  /// The name of the storyboard the app launches into; nil when none is (then only the scenes
  /// code opens are explored, and ``launch()`` throws).
  public var startStoryboard: String? { app.start?.name }

  /// Whether unwind actions are assumed (no sources were given).
  public var unwindActionsAssumed: Bool { app.model.unwindActionsAssumed }

  /// The storyboard graph the simulator reads.
  public var graph: StoryboardGraph { app.model.graph }

  /// Launches the app: instantiates the start storyboard's initial controller as the root of
  /// a new window.
  @MainActor
  public func launch() throws(SimulatorError) -> Simulation {
    guard let start = app.start else { throw app.noStart }
    return try Simulation(model: app.model, start: start.scene, options: options)
  }
}
