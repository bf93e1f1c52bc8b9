import StoryboardKit

/// Two scenes of one storyboard with one storyboard identifier.
struct DuplicateSceneIdentifierRule: LintRule {
  let identifier = "duplicate-scene-identifier"
  let name = "Duplicate scene identifier"
  let defaultSeverity = Severity.warning
  let rationale = """
    Code instantiates a scene by its storyboard identifier \
    (`instantiateViewController(withIdentifier:)`, `instantiateController(withIdentifier:)`). \
    When two scenes of one storyboard share an identifier, UIKit and AppKit return one of them \
    without a word, so the other can never be instantiated from code, and which one comes back \
    depends on the compiled storyboard. Both scenes are reported. Identifiers are per \
    storyboard: the same identifier in two storyboards is fine. Storyboard reference \
    placeholders are not scenes code can instantiate and are not counted.
    """

  func check(_ context: LintContext) -> [Diagnostic] {
    let graph = context.graph
    var findings: [Diagnostic] = []
    for document in graph.documents {
      var byIdentifier: [String: [NodeID]] = [:]
      for node in graph.nodes(in: document) where graph[node].reference == nil {
        guard let identifier = graph[node].storyboardIdentifier, !identifier.isEmpty else {
          continue
        }
        byIdentifier[identifier, default: []].append(node)
      }
      let path = graph[document].path
      for (identifier, nodes) in byIdentifier where nodes.count > 1 {
        for node in nodes {
          let others = nodes.filter { $0 != node }.map { other in
            "\(Self.scene(graph[other])) (line \(graph[other].location.line))"
          }
          findings.append(
            finding(
              "The storyboard identifier '\(identifier)' of \(Self.scene(graph[node])) is also "
                + "that of \(others.joined(separator: " and ")); instantiating it returns only "
                + "one of them. Give each scene its own identifier.",
              path: path, at: graph[node].location))
        }
      }
    }
    return findings
  }

  /// A scene named by its controller's class, else by its element: the identifier it shares
  /// would not tell the two apart.
  private static func scene(_ controller: Controller) -> String {
    controller.classReference.map { "'\($0.name)'" } ?? "the \(controller.element) scene"
  }

  var triggeringExamples: [RuleExample] {
    [
      RuleExample(
        ExampleStoryboard.ios(
          initial: "list",
          """
          <scene sceneID="s1"><objects>
            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s2"><objects>
            ↓<viewController id="editor" storyboardIdentifier="Editor" customClass="EditorViewController" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s3"><objects>
            ↓<navigationController id="nav" storyboardIdentifier="Editor" sceneMemberID="viewController"/>
          </objects></scene>
          """)),
      RuleExample(
        ExampleStoryboard.macOS(
          "Preferences",
          """
          <scene sceneID="s1"><objects>
            ↓<windowController id="w1" storyboardIdentifier="Preferences" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s2"><objects>
            ↓<viewController id="v1" storyboardIdentifier="Preferences" sceneMemberID="viewController"/>
          </objects></scene>
          """)),
    ]
  }

  var nonTriggeringExamples: [RuleExample] {
    [
      RuleExample(
        ExampleStoryboard.ios(
          initial: "list",
          """
          <scene sceneID="s1"><objects>
            <viewController id="list" storyboardIdentifier="List" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="editor" storyboardIdentifier="Editor" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <viewController id="plain" storyboardIdentifier="" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s4"><objects>
            <viewControllerPlaceholder id="ref" storyboardName="Settings" referencedIdentifier="Editor" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.ios(
          "Settings",
          """
          <scene sceneID="s1"><objects>
            <viewController id="editor" storyboardIdentifier="Editor" sceneMemberID="viewController"/>
          </objects></scene>
          """))
    ]
  }
}
