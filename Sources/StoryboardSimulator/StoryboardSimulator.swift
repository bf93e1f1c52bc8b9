import Foundation
import SourceIndex
import StoryboardKit

/// An app's storyboards, ready to launch into a headless window and to explore.
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
  let model: SimulatorModel
  let start: StartStoryboard
  /// How the app launches.
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
        throw .unreadableStoryboard(error.description)
      }
    }
    try self.init(documents: documents, sourcePaths: sourcePaths, options: options)
  }

  /// The simulator of `documents` with an already scanned source index.
  package init(
    documents: [StoryboardDocument], sources: SourceIndex?, options: SimulatorOptions
  ) throws(SimulatorError) {
    guard !documents.isEmpty else { throw .noStoryboards }
    model = SimulatorModel(
      graph: StoryboardGraph(documents), sources: sources, customSegues: options.customSegues)
    start = try StartStoryboard(model: model, named: options.start)
    self.options = options
  }

  /// The simulator of an already built model, launching `document`'s initial controller.
  init(model: SimulatorModel, document: DocumentID, options: SimulatorOptions)
    throws(SimulatorError)
  {
    self.model = model
    start = try StartStoryboard(model: model, document: document)
    self.options = options
  }

  /// The name of the storyboard the app launches into.
  public var startStoryboard: String { start.name }

  /// Whether unwind actions are assumed (no sources were given).
  public var unwindActionsAssumed: Bool { model.unwindActionsAssumed }

  /// The storyboard graph the simulator reads.
  public var graph: StoryboardGraph { model.graph }

  /// Launches the app: instantiates the start storyboard's initial controller as the root of
  /// a new window.
  @MainActor
  public func launch() throws(SimulatorError) -> Simulation {
    try Simulation(model: model, start: start.scene, options: options)
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

extension StoryboardSimulator {
  /// Explores every state reachable from the launch within `limits`, breadth first, so each
  /// scene's step list is a shortest one. Deterministic: the same storyboards give the same
  /// report.
  @MainActor
  public func explore(limits: ExplorationLimits = ExplorationLimits()) throws(SimulatorError)
    -> ExplorationReport
  {
    try Explorer(simulator: self, limits: limits).run()
  }
}
