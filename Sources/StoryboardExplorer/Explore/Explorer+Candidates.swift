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
    let visible = state.visible(from: levels[levels.count - 1])
    let tree = state.tree
    var node: Int? = visible
    while let current = node {
      if case .tabs(let selected) = tree[current].container {
        for index in tree[current].children.indices where index != selected {
          steps.append(CandidateStep(step: .tab(index), edge: nil))
        }
        break
      }
      node = tree[current].parent ?? tree[current].presenter
    }
    node = visible
    while let current = node {
      let canPop = tree[current].container == .navigation && tree[current].children.count > 1
      let canGoBackAColumn =
        tree.sizeClass == .compact
        && tree[current].container.splitLayout?.columnBack(of: tree[current].children.count)
          != nil
      if canPop || canGoBackAColumn {
        steps.append(CandidateStep(step: .back, edge: nil))
        break
      }
      node = tree[current].parent
    }
    if levels.count > 1 { steps.append(CandidateStep(step: .dismiss, edge: nil)) }
    return steps
  }
}
