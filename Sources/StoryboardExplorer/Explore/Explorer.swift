import NavigationCore
import StoryboardKit

/// Breadth-first search over the states of an app, as values (``ExplorationState``): every
/// step the user could take in a state is tried on a copy of it, and each new canonical
/// hierarchy becomes a state. No main actor: lint and `segue explore` run it on any thread.
package final class Explorer {
  /// A state: the state it was reached from, by which step (and the segue it performed, when
  /// it performed one), at which depth.
  package struct StateNode {
    var parent: Int
    var step: Step?
    var edge: EdgeID?
    var depth: Int
    /// Whether, exploring from a scene code opens, the path went through a `show` from the
    /// root level: the code's container may have pushed it, so the simulated presentation
    /// and what follows it are not what the app does, and no `show` after it is judged.
    var pastUnknownContainer = false
  }

  let app: SimulatedApp
  let limits: ExplorationLimits
  /// Where the exploration starts: for a scene code opens, the container it is shown in is
  /// unknown, so what depends on it (a `show` from its root level, an unwind that searches
  /// past it) is not tallied.
  let origin: SceneOrigin
  package var nodes: [StateNode] = []
  private var visited: Set<[Int32]> = []
  /// The first state that showed each scene, by scene index.
  var firstShown: [Int: Int] = [:]
  /// On AppKit, the window (or sheet, popover) each scene was first shown in, by scene index.
  var firstShownIn: [Int: String] = [:]
  var tallies: [EdgeID: SegueTally] = [:]
  var stoppedAtStateCap = false
  /// Whether the last step tried was a `show` that ``tally`` did not judge.
  var lastShowNotJudged = false
  /// The states not yet expanded, so expanding them needs no replay; bounded by
  /// ``cachedStateLimit``, beyond which a state is replayed from the launch.
  private var cachedStates: [Int: ExplorationState] = [:]
  private static let cachedStateLimit = 4_096
  /// The launch, which a replay starts from.
  private var launched: ExplorationState?

  package init(app: SimulatedApp, limits: ExplorationLimits, origin: SceneOrigin = .launch) {
    self.app = app
    self.limits = limits
    self.origin = origin
  }

  /// Explores from the launch; throws when the app cannot launch.
  package func run() throws(SimulatorError) -> ExplorationReport {
    let launched = try app.launchState()
    self.launched = launched
    visited.insert(launched.stateKey())
    nodes.append(StateNode(parent: -1, step: nil, edge: nil, depth: 0))
    noteShownScenes(of: launched, node: 0)
    cachedStates[0] = launched
    var next = 0
    expanding: while next < nodes.count {
      let index = next
      next += 1
      let cached = cachedStates.removeValue(forKey: index)
      guard nodes[index].depth < limits.depth, let base = cached ?? replay(index) else {
        continue
      }
      for candidate in candidateSteps(base) {
        // Each step starts from the state itself: a copy of the value.
        var current = base
        lastShowNotJudged = false
        guard tryStep(candidate, on: &current, from: index) else { continue }
        guard visited.insert(current.stateKey()).inserted else { continue }
        guard nodes.count < limits.maxStates else {
          stoppedAtStateCap = true
          break expanding
        }
        nodes.append(
          StateNode(
            parent: index, step: candidate.step, edge: candidate.edge,
            depth: nodes[index].depth + 1,
            pastUnknownContainer: nodes[index].pastUnknownContainer || lastShowNotJudged))
        noteShownScenes(of: current, node: nodes.count - 1)
        // A state at the depth limit is never expanded: its simulation is not kept.
        if nodes[index].depth + 1 < limits.depth,
          cachedStates.count < Self.cachedStateLimit
        {
          cachedStates[nodes.count - 1] = current
        }
      }
    }
    return report()
  }

  /// The state `node`, reached by replaying its steps from the launch; nil if the replay
  /// fails, which a deterministic model never does.
  private func replay(_ node: Int) -> ExplorationState? {
    guard var state = launched else { return nil }
    for step in steps(to: node) {
      guard (try? state.run(step)) != nil else { return nil }
    }
    return state
  }

  /// The steps from launch to `node`.
  package func steps(to node: Int) -> [Step] {
    path(to: node).map(\.step)
  }

  /// The steps from launch to `node`, each with the segue it performed.
  func path(to node: Int) -> [CandidateStep] {
    var path: [CandidateStep] = []
    var current = node
    while current > 0, let step = nodes[current].step {
      path.append(CandidateStep(step: step, edge: nodes[current].edge))
      current = nodes[current].parent
    }
    return path.reversed()
  }

  /// Records the scenes on screen in `simulation` that no earlier state showed.
  private func noteShownScenes(of state: ExplorationState, node: Int) {
    let labels = state.windowLabels()
    for (level, root) in state.presentationLevels.enumerated() {
      _ = state.visitShown(root) { shown in
        let tag = state.tree[shown].tag
        if tag >= 0, firstShown[Int(tag)] == nil {
          firstShown[Int(tag)] = node
          if let labels { firstShownIn[Int(tag)] = labels[level] }
        }
        return true
      }
    }
  }
}
