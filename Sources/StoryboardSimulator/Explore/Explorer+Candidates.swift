import HeadlessNavigation
import StoryboardKit

extension Explorer {
  /// Every step the user could take in `simulation`'s state, in a fixed order: each segue of
  /// the controllers they can touch (the top presentation level, nearest first), then the
  /// other tabs of the nearest tab bar, `back`, and `dismiss`. A segue is named so that the
  /// step finds it again: by its identifier, else its XML id; one that neither names
  /// unambiguously is left out.
  func candidateSteps(_ simulation: Simulation) -> [CandidateStep] {
    let factory = simulation.factory
    // What each name would find, as Simulation.find resolves it.
    var byIdentifier: [String: (ObjectIdentifier, EdgeID)] = [:]
    var byID: [String: (ObjectIdentifier, EdgeID)] = [:]
    for controller in simulation.searchOrder() {
      for segue in factory.blueprint(of: controller)?.segues ?? [] {
        let found = (ObjectIdentifier(controller), segue.edge)
        if let identifier = segue.identifier, byIdentifier[identifier] == nil {
          byIdentifier[identifier] = found
        }
        if let id = segue.id, byID[id] == nil { byID[id] = found }
      }
    }
    var candidates: [CandidateStep] = []
    var named: Set<String> = []
    for controller in simulation.searchOrder(topOnly: true) {
      for segue in factory.blueprint(of: controller)?.segues ?? [] {
        let wanted = (ObjectIdentifier(controller), segue.edge)
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
    candidates += containerSteps(simulation)
    return candidates
  }

  /// The other tabs of the nearest tab bar controller, `back` when a stack can pop, and
  /// `dismiss` when something is presented.
  private func containerSteps(_ simulation: Simulation) -> [CandidateStep] {
    var steps: [CandidateStep] = []
    let levels = simulation.presentationLevels
    let visible = simulation.visibleController(from: levels[levels.count - 1])
    var node: HeadlessController? = visible
    while let current = node {
      if let tabs = current as? HeadlessTabController {
        for index in tabs.children.indices where index != tabs.selectedIndex {
          steps.append(CandidateStep(step: .tab(index), edge: nil))
        }
        break
      }
      node = current.parentController ?? current.presentingController
    }
    node = visible
    while let current = node {
      if let navigation = current as? HeadlessNavigationController,
        navigation.viewControllers.count > 1
      {
        steps.append(CandidateStep(step: .back, edge: nil))
        break
      }
      node = current.parentController
    }
    if levels.count > 1 { steps.append(CandidateStep(step: .dismiss, edge: nil)) }
    return steps
  }
}
