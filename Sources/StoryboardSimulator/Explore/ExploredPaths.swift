import SourceIndex
import StoryboardKit

/// What explorations from several launches, on a phone and on a pad, saw of each segue: the
/// facts lint's navigation rules read. A segue no exploration performed or tried has none.
package struct ExploredPaths: Sendable {
  /// One segue's facts over every exploration, and the first path of each notable outcome.
  package struct Facts: Sendable {
    /// The counts, summed over the explorations.
    package var tally = SegueTally()
    /// A shortest step list on which a `show` presented modally, and the path of the
    /// storyboard launched.
    package var presented: (start: String, steps: [String])?
    /// A shortest step list on which an unwind found no destination.
    package var unwindFailure: (start: String, steps: [String])?
  }

  /// The facts of every segue tried, by edge.
  package private(set) var segues: [EdgeID: Facts] = [:]
  /// The paths of the storyboards launched, in order, once each.
  package private(set) var starts: [String] = []

  /// Facts of no exploration.
  package init() {}

  /// Explores from the initial controller of each of `starts` in `graph` on each idiom, with
  /// the unwind actions of `sources` (assumed without). A start that cannot launch is left out.
  @MainActor
  package init(
    graph: StoryboardGraph, sources: SourceIndex?, starts documents: [DocumentID],
    idioms: [SimulatedIdiom] = SimulatedIdiom.allCases,
    limits: ExplorationLimits = ExplorationLimits()
  ) {
    let model = SimulatorModel(graph: graph, sources: sources, customSegues: [:])
    for document in documents {
      for idiom in idioms {
        let options = SimulatorOptions(idiom: idiom)
        guard
          let simulator = try? StoryboardSimulator(
            model: model, document: document, options: options),
          let report = try? simulator.explore(limits: limits)
        else { continue }
        let start = graph[document].path
        if !starts.contains(start) { starts.append(start) }
        add(report, start: start)
      }
    }
  }

  private mutating func add(_ report: ExplorationReport, start: String) {
    for (edge, tally) in report.segueTallies {
      var facts = segues[edge] ?? Facts()
      facts.tally.tries += tally.tries
      facts.tally.presented += tally.presented
      facts.tally.presentedFromPopover += tally.presentedFromPopover
      facts.tally.adapted += tally.adapted
      facts.tally.unwindFailures += tally.unwindFailures
      facts.tally.failure = facts.tally.failure ?? tally.failure
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
