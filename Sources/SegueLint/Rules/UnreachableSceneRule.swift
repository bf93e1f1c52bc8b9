import StoryboardKit

/// A scene nothing leads to and no code can instantiate.
struct UnreachableSceneRule: LintRule {
  let identifier = "unreachable-scene"
  let name = "Unreachable scene"
  let defaultSeverity = Severity.warning
  let rationale = """
    A scene is reached as the initial controller, through a segue or relationship (from this \
    or another linted storyboard, storyboard references followed), or from code by its \
    storyboard identifier. A scene with none of these can never be shown: it is dead weight, \
    or a segue or identifier is missing. Storyboard reference scenes, the macOS application \
    scene and watchOS notification and glance scenes (instantiated by the system) are not \
    checked.
    """

  /// Elements the system instantiates without a segue or an identifier.
  private static let systemEntered: Set<String> = [
    "notificationController", "glanceController", "complicationController",
  ]

  func check(_ context: LintContext) -> [Diagnostic] {
    let graph = context.graph
    return graph.nodes.compactMap { node in
      let controller = graph[node]
      // A segue from the controller to itself does not reach it.
      let isReached = graph.segues(to: node).contains { graph.source(of: $0) != node }
      guard !isReached, controller.storyboardIdentifier?.isEmpty ?? true,
        controller.kind != .reference, controller.kind != .application
      else { return nil }
      let document = graph[graph.document(of: node)]
      guard !Self.systemEntered.contains(controller.element),
        document.initialControllerID != controller.id
      else { return nil }
      return finding(
        "\(context.name(of: controller)) cannot be reached: it is not the initial controller, "
          + "has no storyboard identifier, and no segue or relationship leads to it.",
        path: document.path, at: controller.location)
    }
  }

  var triggeringExamples: [RuleExample] {
    [
      RuleExample(
        ExampleStoryboard.ios(
          initial: "home",
          """
          <scene sceneID="s1"><objects>
            <viewController id="home" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s2"><objects>
            ↓<viewController id="orphan" customClass="OrphanViewController" sceneMemberID="viewController">
              <connections><segue destination="orphan" kind="show" identifier="Again" id="s1"/></connections>
            </viewController>
          </objects></scene>
          """))
    ]
  }

  var nonTriggeringExamples: [RuleExample] {
    [
      RuleExample(
        ExampleStoryboard.ios(
          initial: "home",
          """
          <scene sceneID="s1"><objects>
            <viewController id="home" sceneMemberID="viewController">
              <connections><segue destination="ref" kind="show" identifier="Help" id="s1"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="coded" storyboardIdentifier="Coded" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <viewControllerPlaceholder storyboardName="Help" id="ref" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.ios(
          "Help", initial: "nav",
          """
          <scene sceneID="h1"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
              <connections><segue destination="topics" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
          </objects></scene>
          <scene sceneID="h2"><objects>
            <viewController id="topics" sceneMemberID="viewController"/>
          </objects></scene>
          """))
    ]
  }
}
