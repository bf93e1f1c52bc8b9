import SourceIndex
import StoryboardKit

/// A literal identifier performed from code that no linted storyboard has.
struct IdentifierNotInStoryboardRule: LintRule {
  let identifier = "identifier-not-in-storyboard"
  let name = "Performed identifier not in any storyboard"
  let defaultSeverity = Severity.warning
  let needsSources = true
  var rationale: String {
    """
    `performSegue(withIdentifier:sender:)` with an identifier the source controller has no \
    segue for raises "Receiver has no segue with identifier", which Swift cannot catch: the \
    app crashes. The rule reports string literals passed to `performSegue(withIdentifier:` \
    (Swift) and `performSegueWithIdentifier:` (Objective-C) that are the identifier of no \
    segue in any linted storyboard, and the values of the `String` enum cases \
    (`Segue.showDetail.rawValue`), `static let`s, global `let`s and Objective-C constants \
    passed there; a conditional whose every branch is a literal (`flag ? "A" : "B"`, nested \
    too) names each of them. The finding is in the source file. Identifiers held in variables \
    are not seen, and since it does not know which controller calls, an \
    identifier that exists on another controller is not reported. Lint every storyboard of \
    the app at once, or identifiers of the others are reported. A literal performed in a \
    class that overrides `performSegue(withIdentifier:sender:)` (Swift) or implements \
    `performSegueWithIdentifier:sender:` (Objective-C), or whose superclass does, is not \
    reported: such a class may handle or map the identifier itself before UIKit sees it; nor \
    is one in a class that inherits from linked code that was not read, which may. \
    \(SourcesLimitation.text)
    """
  }

  func check(_ context: LintContext) -> [Diagnostic] {
    guard let sources = context.sources else { return [] }
    let known = Set(context.documents.flatMap { $0.segues.compactMap(\.usableIdentifier) })
    return sources.performedIdentifiers.compactMap { use in
      guard !known.contains(use.value), context.isCompiledForStoryboards(use),
        sources.mayRaise(use),
        !(use.enclosingClass.map(sources.overridesPerformSegue) ?? false),
        // A superclass in linked code that was not read may override it.
        !(use.enclosingClass.map(sources.mayInheritFromUnreadCode) ?? false)
      else { return nil }
      return finding(
        "No segue in the linted storyboards has the identifier \(use.quoted); "
          + "performing it raises \"Receiver has no segue with identifier\".",
        path: use.path, at: use.location)
    }
  }

  var triggeringExamples: [RuleExample] {
    [
      RuleExample(
        ExampleStoryboard.ios(
          initial: "list",
          """
          <scene sceneID="s1"><objects>
            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
              <connections><segue destination="detail" kind="presentation" identifier="ShowDetail" id="s1"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="detail" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "ListViewController.swift",
          """
          class ListViewController: UIViewController {
            enum Segue: String { case showDetail = "ShowDetail", showDetial = "ShowDetial" }
            func open() { performSegue(withIdentifier: ↓"ShowDetails", sender: self) }
            func edit() { performSegue(withIdentifier: ↓Segue.showDetial.rawValue, sender: self) }
            func pick(_ modal: Bool) { performSegue(withIdentifier: modal ? "ShowDetail" : ↓"Detail", sender: self) }
          }
          """),
        ExampleStoryboard.source(
          "LegacyViewController.m",
          """
          - (void)open { [self performSegueWithIdentifier:↓@"Legacy" sender:self]; }
          // `@finally` catches nothing: the exception still stops the app.
          - (void)tryRight {
            @try { [self performSegueWithIdentifier:↓@"sw_right" sender:nil]; }
            @finally { [self log]; }
          }
          """)),
      RuleExample(
        ExampleStoryboard.macOS(
          initial: "window",
          """
          <scene sceneID="s1"><objects>
            <viewController id="window" customClass="WindowViewController" sceneMemberID="viewController">
              <connections><segue destination="detail" kind="sheet" identifier="ShowDetail" id="s1"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="detail" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "WindowViewController.swift",
          """
          class WindowViewController: NSViewController {
            func open() {
              #if os(iOS) || targetEnvironment(macCatalyst)
              performSegue(withIdentifier: "PhoneOnly", sender: self)
              #elseif DEBUG
              performSegue(withIdentifier: ↓"DebugOnly", sender: self)
              #else
              performSegue(withIdentifier: ↓"Missing", sender: self)
              #endif
              #if canImport(UIKit) && !os(macOS)
              performSegue(withIdentifier: "Touch", sender: self)
              #elseif false
              performSegue(withIdentifier: "Never", sender: self)
              #endif
            }
          }
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
              <connections><segue destination="detail" kind="presentation" identifier="ShowDetail" id="s1"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="detail" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "ListViewController.swift",
          """
          class ListViewController: UIViewController {
            enum Segue: String { case ShowDetail }
            func open() { performSegue(withIdentifier: "ShowDetail", sender: self) }
            func again() { performSegue(withIdentifier: Segue.ShowDetail.rawValue, sender: nil) }
            func other(_ id: String) { performSegue(withIdentifier: id, sender: nil) }
            // performSegue(withIdentifier: "Commented", sender: nil)
            func built(_ n: Int) { performSegue(withIdentifier: "Step\\(n)", sender: nil) }
            // A branch that is no literal: the conditional names nothing.
            func pick(_ id: String?) { performSegue(withIdentifier: id == nil ? "Old" : id!, sender: nil) }
          }
          """),
        ExampleStoryboard.source(
          "RoutingViewController.swift",
          """
          class RoutingViewController: UIViewController {
            override func performSegue(withIdentifier identifier: String, sender: Any?) {
              let routed = identifier == "Legacy" ? "ShowDetail" : identifier
              super.performSegue(withIdentifier: routed, sender: sender)
            }
          }
          final class AccountsViewController: RoutingViewController {
            func open() { performSegue(withIdentifier: "Legacy", sender: nil) }
          }
          """),
        ExampleStoryboard.source(
          "LegacyRouter.m",
          """
          @implementation LegacyRouter
          - (void)performSegueWithIdentifier:(NSString *)identifier sender:(id)sender {
            [super performSegueWithIdentifier:@"ShowDetail" sender:sender];
          }
          - (void)open { [self performSegueWithIdentifier:@"Old" sender:self]; }
          @end
          """),
        // A library that tries an optional segue and catches the exception (SWRevealViewController).
        ExampleStoryboard.source(
          "RevealViewController.m",
          """
          NSString * const SWSegueRightIdentifier = @"sw_right";
          @implementation RevealViewController
          - (void)loadStoryboardControllers {
            @try { [self performSegueWithIdentifier:SWSegueRightIdentifier sender:nil]; }
            @catch (NSException *exception) {}
          }
          @end
          """))
    ]
  }
}
