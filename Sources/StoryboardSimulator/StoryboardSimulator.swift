import DeterministicOutput
import Foundation
import SourceIndex
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
  let model: SimulatorModel
  /// The launch; nil when ``LaunchStoryboard`` chooses none and code opens scenes.
  let start: StartStoryboard?
  /// The scenes the sources open, which ``explore(limits:)`` also starts from.
  let codeEntries: CodeEntryPoints
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
        throw .unreadableStoryboard(error)
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
    codeEntries = CodeEntryPoints(model: model, sources: sources)
    do {
      start = try StartStoryboard.choose(
        model: model, requested: options.start, launchNames: options.launchStoryboards)
    } catch {
      // A launch storyboard the rule chose without an initial controller (a macOS app whose
      // code opens its scenes) leaves the scenes code opens, when there are some.
      guard case .noInitialController = error, options.start == nil,
        !codeEntries.entries.isEmpty
      else { throw error }
      start = nil
    }
    self.options = options.resolved(
      model: model, scene: start?.scene ?? codeEntries.entries.first?.scene)
    if start == nil, codeEntries.entries.isEmpty {
      throw .noStartStoryboard(candidates: StartStoryboard.candidates(in: model.graph))
    }
  }

  /// The simulator of an already built model, launching `document`'s initial controller.
  init(model: SimulatorModel, document: DocumentID, options: SimulatorOptions)
    throws(SimulatorError)
  {
    self.model = model
    let start = try StartStoryboard(model: model, document: document)
    self.start = start
    codeEntries = CodeEntryPoints(model: model, sources: nil)
    self.options = options.resolved(model: model, scene: start.scene)
  }

  /// The simulator of `model` launching `start`, a scene code opens, with no code entries.
  init(model: SimulatorModel, start: StartStoryboard, options: SimulatorOptions) {
    self.model = model
    self.start = start
    codeEntries = CodeEntryPoints(model: model, sources: nil)
    self.options = options.resolved(model: model, scene: start.scene)
  }

  /// The name of the storyboard the app launches into; nil when none is (then only the scenes
  /// code opens are explored, and ``launch()`` throws).
  public var startStoryboard: String? { start?.name }

  /// Whether unwind actions are assumed (no sources were given).
  public var unwindActionsAssumed: Bool { model.unwindActionsAssumed }

  /// The storyboard graph the simulator reads.
  public var graph: StoryboardGraph { model.graph }

  /// Launches the app: instantiates the start storyboard's initial controller as the root of
  /// a new window.
  @MainActor
  public func launch() throws(SimulatorError) -> Simulation {
    guard let start else {
      throw .noStartStoryboard(candidates: StartStoryboard.candidates(in: model.graph))
    }
    return try Simulation(model: model, start: start.scene, options: options)
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
