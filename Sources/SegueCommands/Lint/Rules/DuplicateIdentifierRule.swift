import StoryboardKit

/// Two segues from one source with one identifier; or one class whose scenes use one identifier
/// for segues to different kinds of destination.
struct DuplicateIdentifierRule: LintRule {
  let identifier = "duplicate-identifier"
  let name = "Duplicate segue identifier"
  let defaultSeverity = Severity.error
  let rationale = """
    Identifiers are unique per source controller only. Two segues from one controller with one \
    identifier cannot be told apart: `performSegue` performs one of them and `prepare(for:)` \
    cannot know which (an error). A class used by scenes in several storyboards (or several \
    scenes) whose segues share an identifier but lead to different kinds of controller makes \
    that class's `prepare(for:)` cast the destination wrongly in some of them (a warning).
    """

  func check(_ context: LintContext) -> [Diagnostic] {
    sameSource(context) + sameClass(context)
  }

  private func sameSource(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for document in context.documents {
      for scene in document.scenes {
        var first: [String: Segue] = [:]
        for segue in scene.segues {
          guard let identifier = segue.usableIdentifier else { continue }
          guard let earlier = first[identifier] else {
            first[identifier] = segue
            continue
          }
          let source = scene.controller.map(context.name(of:)) ?? "this scene"
          findings.append(
            finding(
              "Another segue from \(source) already has the identifier '\(identifier)' "
                + "(line \(earlier.location.line)); give each segue of a controller its own.",
              path: document.path, at: segue.location))
        }
      }
    }
    return findings
  }

  private struct Use {
    var document: StoryboardDocument
    var controllerID: String
    var segue: Segue
    var destination: String
  }

  private func sameClass(_ context: LintContext) -> [Diagnostic] {
    var uses: [String: [Use]] = [:]
    for document in context.documents {
      for scene in document.scenes {
        guard let controller = scene.controller, let className = controller.customClass else {
          continue
        }
        for segue in scene.segues where segue.kind.isPerformable {
          guard let identifier = segue.usableIdentifier else { continue }
          let use = Use(
            document: document, controllerID: controller.id, segue: segue,
            destination: destinationClass(of: segue, in: document, context))
          uses[className + "\u{0}" + identifier, default: []].append(use)
        }
      }
    }
    var findings: [Diagnostic] = []
    for (key, group) in uses {
      guard let first = group.first else { continue }
      let parts = key.split(separator: "\u{0}", omittingEmptySubsequences: false)
      for use in group.dropFirst()
      where use.destination != first.destination
        && (use.document.path != first.document.path || use.controllerID != first.controllerID)
      {
        findings.append(
          finding(
            "Class '\(parts[0])' performs '\(parts[1])' to \(use.destination) here but to "
              + "\(first.destination) in \(first.document.name).storyboard "
              + "(line \(first.segue.location.line)); its prepare(for:) cannot rely on the "
              + "destination's type.",
            path: use.document.path, at: use.segue.location, severity: .warning))
      }
    }
    return findings
  }

  /// The class the destination is instantiated as, navigation controllers unwrapped.
  private func destinationClass(
    of segue: Segue, in document: StoryboardDocument, _ context: LintContext
  ) -> String {
    guard let target = context.catalog.destination(of: segue, in: document).controller else {
      return context.destinationName(of: segue, in: document)
    }
    let content = context.catalog.contentController(of: target)
    guard let controller = context.catalog.controller(content) else { return "'?'" }
    return "'\(controller.customClass ?? controller.element)'"
  }

  var triggeringExamples: [RuleExample] {
    [
      RuleExample(
        ExampleStoryboard.ios(
          initial: "list",
          """
          <scene sceneID="s1"><objects>
            <tableViewController id="list" customClass="ListViewController" sceneMemberID="viewController">
              <connections>
                <segue destination="detail" kind="show" identifier="Open" id="s1"/>
                ↓<segue destination="edit" kind="presentation" identifier="Open" id="s2"/>
              </connections>
            </tableViewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <viewController id="edit" customClass="EditViewController" sceneMemberID="viewController"/>
          </objects></scene>
          """)),
      RuleExample(
        ExampleStoryboard.ios(
          "Phone", initial: "list",
          """
          <scene sceneID="s1"><objects>
            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
              <connections><segue destination="detail" kind="show" identifier="Open" id="s1"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.ios(
          "Tablet", initial: "list",
          """
          <scene sceneID="s1"><objects>
            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
              <connections>↓<segue destination="map" kind="show" identifier="Open" id="s1"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="map" customClass="MapViewController" sceneMemberID="viewController"/>
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
            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
              <connections>
                <segue destination="detail" kind="show" identifier="Open" id="s1"/>
                <segue destination="other" kind="show" identifier="" id="s2"/>
                <segue destination="other" kind="show" identifier="" id="s3"/>
              </connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController">
              <connections><segue destination="other" kind="show" identifier="Open" id="s4"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <viewController id="other" sceneMemberID="viewController"/>
          </objects></scene>
          """)),
      RuleExample(
        ExampleStoryboard.ios(
          "Phone", initial: "list",
          """
          <scene sceneID="s1"><objects>
            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
              <connections><segue destination="detail" kind="show" identifier="Open" id="s1"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.ios(
          "Tablet", initial: "list",
          """
          <scene sceneID="s1"><objects>
            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
              <connections><segue destination="nav" kind="presentation" identifier="Open" id="s1"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
              <connections><segue destination="detail" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController"/>
          </objects></scene>
          """)),
    ]
  }
}
