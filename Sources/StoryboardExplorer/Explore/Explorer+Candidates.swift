import NavigationCore
import StoryboardKit

extension Explorer {
  /// Every step the user could take in `simulation`'s state, in a fixed order: each segue of
  /// the controllers they can touch (the top presentation level, nearest first), then the
  /// other tabs of the nearest tab bar, `back`, and `dismiss`. A segue is named so that the
  /// step finds it again: by its identifier, else its XML id; one that neither names
  /// unambiguously is left out.
  package func candidateSteps(_ state: ExplorationState) -> [CandidateStep] {
    // What each name would find, as ExplorationState.find resolves it.
    var byIdentifier: [String: (Int, EdgeID)] = [:]
    var byID: [String: (Int, EdgeID)] = [:]
    state.forEachInSearchOrder { node in
      for segue in state.blueprint(of: node)?.segues ?? [] {
        let found = (node, segue.edge)
        if let identifier = segue.identifier, byIdentifier[identifier] == nil {
          byIdentifier[identifier] = found
        }
        if let id = segue.id, byID[id] == nil { byID[id] = found }
      }
      return true
    }
    var candidates: [CandidateStep] = []
    var named: Set<String> = []
    var top: [Int] = []
    state.forEachInSearchOrder(topOnly: true) { node in
      top.append(node)
      return true
    }
    for node in top {
      for segue in state.blueprint(of: node)?.segues ?? [] {
        let wanted = (node, segue.edge)
        var name: String?
        if let identifier = segue.identifier, let found = byIdentifier[identifier],
          found == wanted
        {
          name = identifier
        } else if let id = segue.id, byIdentifier[id] == nil, let found = byID[id],
          found == wanted
        {
          name = id
        }
        guard let name, named.insert(name).inserted else { continue }
        candidates.append(CandidateStep(step: .segue(name), edge: segue.edge))
      }
    }
    candidates += containerSteps(state)
    return candidates
  }

  /// The other tabs of the nearest tab bar controller, `back` when a stack can pop (a
  /// collapsed column-style split view's stack of columns too), and
  /// `dismiss` when something is presented.
  private func containerSteps(_ state: ExplorationState) -> [CandidateStep] {
    var steps: [CandidateStep] = []
    let levels = state.presentationLevels
    let shown = state.visible(from: levels[levels.count - 1])
    if let tabs = state.nearestTabBar(from: shown),
      case .tabs(let selected) = state.container(of: tabs)
    {
      for index in state.children(of: tabs).indices where index != selected {
        steps.append(CandidateStep(step: .tab(index), edge: nil))
      }
    }
    if state.backMove(from: shown) != nil { steps.append(CandidateStep(step: .back, edge: nil)) }
    if levels.count > 1 { steps.append(CandidateStep(step: .dismiss, edge: nil)) }
    return steps
  }
}
