import Foundation
import HeadlessNavigation
import SegueTestSupport
import StoryboardExplorer
import StoryboardKit
import Testing

@testable import StoryboardSimulator

/// The screen reading, snapshot and step choice are written once (`SceneHierarchy`); what is
/// still two is the executors that carry out a step's move: the explorer's value tree
/// (`ExplorationState`) and the headless controllers of a `Simulation` (`ControllerExecutor`).
/// Every state the explorer reaches, replayed on a `Simulation`, must be the same state, and
/// every step tried there must do the same on both.
@MainActor
@Suite struct ValueParityTests {
  /// Every storyboard of Tests/Fixtures with an initial controller, alone, on every idiom.
  @Test(arguments: SimulatedIdiom.allCases)
  func everyFixtureStoryboardMovesAlikeOnValuesAndControllers(idiom: SimulatedIdiom) throws {
    var compared = 0
    for path in Self.storyboards(under: TestPaths.fixture("")) {
      compared += try Self.compare(storyboard: path, idiom: idiom, maxStates: 300)
    }
    #expect(compared > 500)
  }

  /// Each simulator fixture as a whole, with its sources (unwind actions, code entries) and
  /// the custom segue the fixtures name.
  @Test(arguments: SimulatedIdiom.allCases)
  func everySimulatorFixtureMovesAlike(idiom: SimulatedIdiom) throws {
    let folder = TestPaths.fixture("Simulator")
    var compared = 0
    for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() {
      let sources = folder + "/" + name + "/Sources"
      let simulator = try StoryboardSimulator(
        contentsOf: [folder + "/" + name],
        sourcePaths: FileManager.default.fileExists(atPath: sources) ? [sources] : nil,
        options: SimulatorOptions(
          idiom: idiom, customSegues: ["FadeSegue": .presentation(.overFullScreen)]))
      let app = simulator.app
      var simulators = app.start == nil ? [] : [simulator]
      for entry in app.codeEntries.entries {
        let start = StartStoryboard(name: app.model.scenes[entry.scene].name, scene: entry.scene)
        simulators.append(
          StoryboardSimulator(
            app: SimulatedApp(model: app.model, start: start, idiom: app.idiom),
            options: simulator.options))
      }
      for each in simulators { compared += try Self.compare(each, maxStates: 1_000) }
    }
    #expect(compared > 200)
  }

  /// The corpus's storyboards, each alone, on a phone and a pad; skipped without it.
  @Test(
    .enabled(if: SharedData.runs(needing: CorpusExploreTests.hasCorpus), "needs ../shared/corpus"),
    arguments: SimulatedIdiom.touch)
  func everyCorpusStoryboardMovesAlike(idiom: SimulatedIdiom) throws {
    var compared = 0
    for path in Self.storyboards(under: CorpusExploreTests.corpus) {
      compared += try Self.compare(storyboard: path, idiom: idiom, maxStates: 200)
    }
    #expect(compared > 1_000)
  }

  static func storyboards(under folder: String) -> [String] {
    let walker = FileManager.default.enumerator(atPath: folder)
    let relative = (walker?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".storyboard") }
    return relative.sorted().map { folder + "/" + $0 }
  }

  private static func compare(storyboard path: String, idiom: SimulatedIdiom, maxStates: Int)
    throws -> Int
  {
    guard let document = try? StoryboardParser.parse(contentsOf: path),
      document.initialController != nil,
      let simulator = try? StoryboardSimulator(
        documents: [document], options: SimulatorOptions(start: document.name, idiom: idiom))
    else { return 0 }
    return try compare(simulator, maxStates: maxStates)
  }

  /// Explores `simulator` on values, then replays each state's path on a `Simulation` and
  /// tries each candidate step on both; returns how many steps were compared.
  private static func compare(_ simulator: StoryboardSimulator, maxStates: Int) throws -> Int {
    let explorer = Explorer(
      app: simulator.app, limits: ExplorationLimits(depth: 8, maxStates: maxStates))
    guard (try? explorer.run()) != nil else { return 0 }
    let name = simulator.startStoryboard ?? "?"
    var compared = 0
    for node in explorer.nodes.indices {
      let steps = explorer.steps(to: node)
      var state = try simulator.app.launchState()
      let simulation = try simulator.launch()
      for step in steps {
        _ = try state.run(step)
        _ = try simulation.run(step)
      }
      #expect(state.state == simulation.state, "\(name): \(steps)")
      #expect(state.stateKey() == ControllerExecutor(simulation).stateKey(), "\(name): \(steps)")
      for candidate in explorer.candidateSteps(state) {
        var onValue = state
        let replayed = try simulator.launch()
        for step in steps { _ = try replayed.run(step) }
        let valueOutcome = Result { () throws(StepError) in try onValue.run(candidate.step) }
        let classOutcome = Result { () throws(StepError) in try replayed.run(candidate.step) }
        #expect(
          valueOutcome == classOutcome.map(Self.effect),
          "\(name): \(steps) then \(candidate.step)")
        #expect(onValue.state == replayed.state, "\(name): \(steps) then \(candidate.step)")
        compared += 1
      }
    }
    return compared
  }

  /// What the explorer reads of a simulation's outcome: the segue and how it showed.
  private static func effect(_ outcome: StepOutcome) -> StepEffect {
    StepEffect(
      segue: outcome.segue, presentedModally: outcome.presentedModally,
      adaptedPopover: outcome.adaptedPopover)
  }
}
