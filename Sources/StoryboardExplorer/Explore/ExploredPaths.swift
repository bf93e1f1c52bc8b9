import SourceIndex
import StoryboardKit

/// What explorations from several launches, and from the scenes the sources open, on a phone
/// and on a pad, saw of each segue: the facts lint's navigation rules read. A segue no
/// exploration performed or tried has none.
package struct ExploredPaths: Sendable {
  /// One segue's facts over every exploration, and the first path of each notable outcome.
  package struct Facts: Sendable {
    /// The counts, summed over the explorations.
    package var tally = SegueTally()
    /// A shortest step list on which a `show` presented modally, after where its
    /// exploration started (`Main`, or a scene and where code opens it).
    package var presented: (start: String, steps: [String])?
    /// A shortest step list on which an unwind found no destination.
    package var unwindFailure: (start: String, steps: [String])?
  }

  /// The facts of every segue tried, by edge.
  package private(set) var segues: [EdgeID: Facts] = [:]
  /// The paths of the storyboards launched, in order, once each.
  package private(set) var starts: [String] = []
  /// The explorations their limits cut short, in the order they ran.
  package private(set) var bounds: [ExplorationBound] = []

  /// Facts of no exploration.
  package init() {}

  /// Explores from the initial controller of each of `starts` in `graph` on each idiom (a
  /// macOS or tvOS storyboard once, on its platform's idiom: ``SimulatedIdiom/resolved(for:)``),
  /// then from each scene the code of `sources` opens that no earlier exploration of that idiom
  /// reached, with the unwind actions of `sources` (assumed without). A start that cannot
  /// launch is left out.
  package init(
    graph: StoryboardGraph, sources: SourceIndex?, starts documents: [DocumentID],
    idioms: [SimulatedIdiom] = SimulatedIdiom.touch,
    limits: ExplorationLimits = ExplorationLimits()
  ) {
    let model = SimulatorModel(graph: graph, sources: sources, customSegues: [:])
    let entries = CodeEntryPoints(model: model, sources: sources)
    // A macOS or tvOS start runs on its platform's one idiom: explored once, not per idiom.
    var explored: [SimulatedIdiom: Set<DocumentID>] = [:]
    var exploredEntries: [SimulatedIdiom: Set<Int>] = [:]
    var reached: [SimulatedIdiom: Set<NodeID>] = [:]
    for idiom in idioms {
      for document in documents {
        let resolved = idiom.resolved(for: graph[document].platform)
        guard explored[resolved, default: []].insert(document).inserted,
          let app = try? SimulatedApp(model: model, document: document, idiom: idiom),
          let report = try? Explorer(app: app, limits: limits).run()
        else { continue }
        let start = graph[document].path
        if !starts.contains(start) { starts.append(start) }
        reached[resolved, default: []].formUnion(report.reachedScenes.map(\.scene.node))
        add(report, start: graph[document].name)
        noteBound(of: report, start: graph[document].name, app: app)
      }
      for entry in entries.entries {
        let resolved = idiom.resolved(for: model.scenes[entry.scene].platform)
        guard !reached[resolved, default: []].contains(model.scenes[entry.scene].node),
          exploredEntries[resolved, default: []].insert(entry.scene).inserted
        else { continue }
        let scene = model.scenes[entry.scene]
        let app = SimulatedApp(
          model: model, start: StartStoryboard(name: scene.name, scene: entry.scene),
          idiom: idiom)
        guard
          let report = try? Explorer(app: app, limits: limits, origin: entry.origin)
            .run()
        else { continue }
        reached[resolved, default: []].formUnion(report.reachedScenes.map(\.scene.node))
        add(report, start: Self.describe(scene.name, entry.origin))
        noteBound(of: report, start: Self.describe(scene.name, entry.origin), app: app)
      }
    }
  }

  /// A start as a path names it: the storyboard launched, or the scene and how code opens it.
  private static func describe(_ scene: String, _ origin: SceneOrigin) -> String {
    switch origin {
    case .launch: scene
    case .code(let place): "\(scene) (opened from code at \(place))"
    case .assumedFromCode: "\(scene) (assumed opened from code)"
    case .menu(let place): "\(scene) (opened by a menu item's segue at \(place))"
    }
  }

  private mutating func noteBound(
    of report: ExplorationReport, start: String, app: SimulatedApp
  ) {
    guard !report.isComplete, let scene = app.start?.scene else { return }
    bounds.append(
      ExplorationBound(
        start: start, place: app.model.scenes[scene].place, idiom: app.idiom,
        limits: report.limits, statesExplored: report.statesExplored,
        stoppedAtStateCap: report.stoppedAtStateCap,
        statesAtDepthLimit: report.statesAtDepthLimit))
  }

  private mutating func add(_ report: ExplorationReport, start: String) {
    for (edge, tally) in report.segueTallies {
      var facts = segues[edge] ?? Facts()
      facts.tally.add(tally)
      segues[edge] = facts
    }
    for finding in report.showsPresentingModally where segues[finding.edge]?.presented == nil {
      segues[finding.edge]?.presented = (start, finding.steps)
    }
    for finding in report.unwindsWithoutDestination
    where segues[finding.edge]?.unwindFailure == nil {
      segues[finding.edge]?.unwindFailure = (start, finding.steps)
    }
  }
}
