import DeterministicOutput
import Foundation
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
/// let app = try StoryboardSimulator(contentsOf: ["App/Base.lproj"])
/// let simulation = try app.launch()
/// try simulation.perform(["ShowSettings", "back"])
/// let report = app.explore()
/// ```
public struct StoryboardSimulator: Sendable {
  /// The storyboards and sources as the simulator reads them, and the launch.
  let app: SimulatedApp
  /// How the app launches, its idiom resolved for the start storyboard's platform.
  public let options: SimulatorOptions

  /// The simulator of `documents`, with the unwind actions of the Swift and Objective-C files
  /// under `sourcePaths` (nil: assume them).
  public init(
    documents: [StoryboardDocument], sourcePaths: [String]? = nil,
    options: SimulatorOptions = SimulatorOptions()
  ) throws(SimulatorError) {
    var sources: SourceIndex?
    if let sourcePaths {
      do {
        sources = try SourceIndex.load(sourcePaths)
      } catch {
        throw .unreadableSources(error.description)
      }
    }
    try self.init(documents: documents, sources: sources, options: options)
  }

  /// The simulator of the storyboards at `paths` (files, or directories searched for
  /// `.storyboard` files), with the unwind actions of the sources under `sourcePaths`.
  public init(
    contentsOf paths: [String], sourcePaths: [String]? = nil,
    options: SimulatorOptions = SimulatorOptions()
  ) throws(SimulatorError) {
    var documents: [StoryboardDocument] = []
    for file in Self.storyboardFiles(in: paths) {
      do {
        documents.append(try StoryboardParser.parse(contentsOf: file))
      } catch {
        throw .unreadableStoryboard(error)
      }
    }
    try self.init(documents: documents, sourcePaths: sourcePaths, options: options)
  }

  /// The simulator of `documents` with an already scanned source index.
  package init(
    documents: [StoryboardDocument], sources: SourceIndex?, options: SimulatorOptions
  ) throws(SimulatorError) {
    let app = try SimulatedApp(
      documents: documents, sources: sources, requested: options.start,
      launchNames: options.launchStoryboards, idiom: options.idiom,
      customSegues: options.customSegues)
    self.init(app: app, options: options)
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

  /// Every `.storyboard` file `paths` name, sorted by bytes.
  private static func storyboardFiles(in paths: [String]) -> [String] {
    var files: Set<String> = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        files.insert(path)
        continue
      }
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      let walker = FileManager.default.enumerator(atPath: path)
      while let relative = walker?.nextObject() as? String {
        if relative.hasSuffix(".storyboard") { files.insert(base + "/" + relative) }
      }
    }
    return files.sorted(by: ByteOrder.precedes)
  }
}
