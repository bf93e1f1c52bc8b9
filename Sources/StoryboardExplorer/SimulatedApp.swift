import NavigationCore
import SourceIndex
import StoryboardKit

/// An app's storyboards and sources as the simulator reads them, with the storyboard it
/// launches into and the device it runs on: what the explorer explores, and what the public
/// `StoryboardSimulator` launches into headless controllers.
package struct SimulatedApp: Sendable {
  package let model: SimulatorModel
  /// The launch; nil when ``LaunchStoryboard`` chooses none and code opens scenes.
  package let start: StartStoryboard?
  /// The scenes the sources open, which ``explore(limits:)`` also starts from.
  package let codeEntries: CodeEntryPoints
  /// The device, resolved for the platform of the start's storyboard (or of the first scene
  /// code opens): ``SimulatedIdiom/resolved(for:)``.
  package let idiom: SimulatedIdiom

  /// The app of `documents`, with the unwind actions and code entries of `sources` (nil:
  /// unwind actions assumed, no code entries), launching `requested` or, when nil, what the
  /// launch rule chooses from `launchNames`, on `idiom`.
  package init(
    documents: [StoryboardDocument], sources: SourceIndex?, requested: String?,
    launchNames: [String], idiom: SimulatedIdiom, customSegues: [String: HeadlessSegueKind]
  ) throws(SimulatorError) {
    try self.init(
      graph: StoryboardGraph(documents), sources: sources, requested: requested,
      launchNames: launchNames, idiom: idiom, customSegues: customSegues)
  }

  /// The app of the storyboards `graph` holds, as ``init(documents:sources:requested:launchNames:idiom:customSegues:)``
  /// says: for a caller that built the graph once already.
  package init(
    graph: StoryboardGraph, sources: SourceIndex?, requested: String?,
    launchNames: [String], idiom: SimulatedIdiom, customSegues: [String: HeadlessSegueKind]
  ) throws(SimulatorError) {
    guard !graph.documents.isEmpty else { throw .noStoryboards }
    model = SimulatorModel(graph: graph, sources: sources, customSegues: customSegues)
    codeEntries = CodeEntryPoints(model: model, sources: sources)
    do {
      start = try StartStoryboard.choose(
        model: model, requested: requested, launchNames: launchNames)
    } catch {
      // A launch storyboard the rule chose without an initial controller (a macOS app whose
      // code opens its scenes) leaves the scenes code opens, when there are some.
      guard case .noInitialController = error, requested == nil, !codeEntries.entries.isEmpty
      else { throw error }
      start = nil
    }
    guard let scene = start?.scene ?? codeEntries.entries.first?.scene else {
      throw .noStartStoryboard(candidates: StartStoryboard.candidates(in: model.graph))
    }
    self.idiom = idiom.resolved(for: model.scenes[scene].platform)
  }

  /// The app of an already built model, launching `document`'s initial controller.
  package init(model: SimulatorModel, document: DocumentID, idiom: SimulatedIdiom)
    throws(SimulatorError)
  {
    let start = try StartStoryboard(model: model, document: document)
    self.init(model: model, start: start, idiom: idiom)
  }

  /// The app of `model` launching `start`, a scene code opens, with no code entries.
  package init(model: SimulatorModel, start: StartStoryboard, idiom: SimulatedIdiom) {
    self.model = model
    self.start = start
    codeEntries = CodeEntryPoints(model: model, sources: nil)
    self.idiom = idiom.resolved(for: model.scenes[start.scene].platform)
  }

  /// The error of a launch without a start storyboard.
  package var noStart: SimulatorError {
    .noStartStoryboard(candidates: StartStoryboard.candidates(in: model.graph))
  }

  /// The launch as a value state, for the explorer.
  package func launchState() throws(SimulatorError) -> ExplorationState {
    guard let start else { throw noStart }
    do {
      return try ExplorationState(model: model, start: start.scene, idiom: idiom)
    } catch {
      throw error.simulatorError
    }
  }

  /// Explores every state reachable from the launch within `limits`, then from each scene the
  /// code opens that no earlier exploration showed (`StoryboardSimulator.explore(limits:)`).
  package func explore(limits: ExplorationLimits) throws(SimulatorError) -> ExplorationReport {
    try AppExploration(app: self, limits: limits).run()
  }
}
