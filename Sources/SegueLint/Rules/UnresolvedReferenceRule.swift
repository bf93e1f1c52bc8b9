import StoryboardKit

/// A storyboard reference to a storyboard among the inputs that lacks what it names.
struct UnresolvedReferenceRule: LintRule {
  let identifier = "unresolved-reference"
  let name = "Unresolved storyboard reference"
  let defaultSeverity = Severity.error
  let rationale = """
    A storyboard reference names another storyboard and, optionally, a storyboard identifier \
    in it; without one it means that storyboard's initial controller. When the referenced \
    storyboard is among the linted files but has no controller with that identifier (or no \
    initial controller), following the reference crashes at run time. A storyboard that is not \
    among the inputs, or one in another bundle (`bundleIdentifier`), cannot be checked and is \
    not reported.
    """

  func check(_ context: LintContext) -> [Diagnostic] {
    let graph = context.graph
    return graph.nodes.compactMap { node in
      let controller = graph[node]
      let document = graph[graph.document(of: node)]
      guard case .unresolved = graph.resolve(node), let reference = controller.reference,
        reference.bundleIdentifier?.isEmpty ?? true
      else { return nil }
      let storyboard = "\(reference.storyboardName ?? document.name).storyboard"
      let message =
        if reference.storyboardName == nil && reference.referencedIdentifier == nil {
          "The storyboard reference names neither a storyboard nor a storyboard identifier, and "
            + "this storyboard has no initial controller for it to lead to."
        } else if let identifier = reference.referencedIdentifier {
          "The storyboard reference names '\(identifier)', but no controller of \(storyboard) "
            + "has that storyboard identifier."
        } else {
          "The storyboard reference leads to the initial controller of \(storyboard), which has "
            + "none."
        }
      return finding(message, path: document.path, at: controller.location)
    }
  }

  var triggeringExamples: [RuleExample] {
    [
      RuleExample(
        ExampleStoryboard.ios(
          initial: "home",
          """
          <scene sceneID="s1"><objects>
            <viewController id="home" sceneMemberID="viewController">
              <connections>
                <segue destination="ref1" kind="show" identifier="Profile" id="s1"/>
                <segue destination="ref2" kind="presentation" identifier="Help" id="s2"/>
              </connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            ↓<viewControllerPlaceholder storyboardName="Profile" referencedIdentifier="Edit" id="ref1" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s3"><objects>
            ↓<viewControllerPlaceholder storyboardName="Profile" id="ref2" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.ios(
          "Profile",
          """
          <scene sceneID="p1"><objects>
            <viewController id="view" storyboardIdentifier="View" sceneMemberID="viewController"/>
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
              <connections>
                <segue destination="ref1" kind="show" identifier="Profile" id="s1"/>
                <segue destination="ref2" kind="presentation" identifier="Help" id="s2"/>
                <segue destination="ref3" kind="presentation" identifier="Store" id="s3"/>
              </connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewControllerPlaceholder storyboardName="Profile" referencedIdentifier="View" id="ref1" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <viewControllerPlaceholder storyboardName="Profile" id="ref2" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s4"><objects>
            <viewControllerPlaceholder storyboardName="Store" referencedIdentifier="Cart" id="ref3" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.ios(
          "Profile", initial: "view",
          """
          <scene sceneID="p1"><objects>
            <viewController id="view" storyboardIdentifier="View" sceneMemberID="viewController"/>
          </objects></scene>
          """))
    ]
  }
}
