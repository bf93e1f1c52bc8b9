import Foundation
import SourceIndex
import StoryboardKit
import Testing

@testable import SegueLint

/// Class and method rules judge only what the sources can decide: a class with no module, or
/// a method of a class that may come from linked code that was not read, is no finding.
@Suite struct UnreadLinkedCodeTests {
  static let unread = [
    UnreadLinkedCode(
      kind: .swiftPackage, name: "Sparkle", module: "Sparkle",
      howToRead: "Resolve the package and pass its checkout with `--packages DIR`."),
    UnreadLinkedCode(kind: .pod, name: "ORStackView", howToRead: "Run `pod install`."),
  ]

  static let storyboard = ExampleStoryboard.ios(
    initial: "list",
    """
    <scene sceneID="s1"><objects>
      <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v1">
          <subviews>
            <view contentMode="scaleToFill" customClass="ORStackView" id="v2"/>
            <view contentMode="scaleToFill" customClass="ORStackView" id="v3"/>
            <view contentMode="scaleToFill" customClass="SUUpdaterView" id="v4"/>
            <view contentMode="scaleToFill" customClass="MKMapView" id="v5"/>
            <view contentMode="scaleToFill" customClass="BadgeView" customModule="App" customModuleProvider="target" id="v6"/>
          </subviews>
        </view>
        <connections>
          <segue destination="detail" kind="show" identifier="Open" destinationCreationSelector="makeDetail:" id="s1"/>
          <segue destination="exit1" kind="unwind" identifier="Back" unwindAction="unwindHome:" id="s2"/>
        </connections>
      </viewController>
      <exit id="exit1" userLabel="Exit" sceneMemberID="exit"/>
    </objects></scene>
    <scene sceneID="s2"><objects>
      <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController"/>
    </objects></scene>
    """)

  static func findings(
    _ rule: any LintRule, superclass: String = "UIViewController",
    unread: [UnreadLinkedCode] = unread
  ) -> [Diagnostic] {
    var sources = LintTestSupport.sources([
      ExampleStoryboard.source(
        "App/Controllers.swift",
        """
        class ListViewController: \(superclass) {}
        class DetailViewController: UIViewController {}
        """)
    ])
    sources?.unreadLinkedCode = unread
    let context = LintContext(
      documents: LintTestSupport.documents([storyboard]), sources: sources)
    return rule.check(context).sorted()
  }

  @Test func classesWithNoModuleAreJudgedOnlyWhenEverythingWasRead() {
    #expect(
      Self.findings(CustomClassNotFoundRule(), unread: []).map(\.message) == [
        "No source declares 'ORStackView', the custom class of this view.",
        "No source declares 'ORStackView', the custom class of this view.",
        "No source declares 'SUUpdaterView', the custom class of this view.",
        "No source declares 'BadgeView', the custom class of this view.",
      ])
    // The target's own module was read: its missing class is still a finding.
    #expect(
      Self.findings(CustomClassNotFoundRule()).map(\.message) == [
        "No source declares 'BadgeView', the custom class of this view."
      ])
  }

  @Test func oneNoteNamesTheClassesNotCheckedAndTheCodeNotRead() throws {
    #expect(Self.findings(LinkedCodeNotReadRule(), unread: []).isEmpty)
    let notes = Self.findings(LinkedCodeNotReadRule())
    let note = try #require(notes.first)
    #expect(notes.count == 1)
    #expect(note.severity == .note)
    #expect(note.location?.line == Self.line(of: "id=\"v2\""))
    #expect(
      note.message
        == "2 custom classes with no module, which no source declares, were not checked: "
        + "'ORStackView' (2), 'SUUpdaterView' (1). UIKit finds such a class in any code the app "
        + "links, and this target links Swift package Sparkle and pod ORStackView, which were "
        + "not read. 1 unwind action that no source declares was not checked: 'unwindHome:' "
        + "(1). An extension of UIViewController in that code may declare it. Resolve the "
        + "package and pass its checkout with `--packages DIR`. Run `pod install`.")
  }

  /// Linked code that was not read may extend UIViewController with any unwind action:
  /// DesignerNewsApp's storyboards unwind with `unwindToViewController:`, which its Spring
  /// submodule declares so, and each unwind was a warning. With no class left unchecked, the
  /// note is at the first such segue, and says how to read all of that code.
  @Test func anUnwindActionNoSourceDeclaresIsNamedByTheNoteWhileCodeIsUnread() throws {
    let storyboard = ExampleStoryboard.ios(
      initial: "list",
      """
      <scene sceneID="s1"><objects>
        <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
          <connections>
            <segue destination="exit1" kind="unwind" unwindAction="unwindToViewController:" id="s1"/>
            <segue destination="exit1" kind="unwind" unwindAction="unwindToList:" id="s2"/>
            <segue destination="exit1" kind="unwind" unwindAction="unwindToViewController:" id="s3"/>
          </connections>
        </viewController>
        <exit id="exit1" userLabel="Exit" sceneMemberID="exit"/>
      </objects></scene>
      """)
    func check(_ rule: any LintRule, unread: [UnreadLinkedCode]) -> [Diagnostic] {
      var sources = LintTestSupport.sources([
        ExampleStoryboard.source(
          "App/List.swift",
          """
          class ListViewController: UIViewController {
            @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}
          }
          """)
      ])
      sources?.unreadLinkedCode = unread
      let context = LintContext(
        documents: LintTestSupport.documents([storyboard]), sources: sources)
      return rule.check(context).sorted()
    }
    // Everything read: the action no source declares is a finding, each time it is used.
    #expect(check(UnwindActionNotFoundRule(), unread: []).count == 2)
    #expect(check(LinkedCodeNotReadRule(), unread: []).isEmpty)
    #expect(check(UnwindActionNotFoundRule(), unread: Self.unread).isEmpty)
    let note = try #require(check(LinkedCodeNotReadRule(), unread: Self.unread).first)
    #expect(note.location?.line == Self.line(of: "unwindToViewController:", in: storyboard))
    #expect(
      note.message
        == "1 unwind action that no source declares was not checked: 'unwindToViewController:' "
        + "(2). An extension of UIViewController in any code the app links may declare it, and "
        + "this target links Swift package Sparkle and pod ORStackView, which were not read. "
        + "Resolve the package and pass its checkout with `--packages DIR`. Run `pod install`.")
  }

  /// On a Mac it is AppKit that looks the class up, and the note says so (OpenEmu's Sparkle
  /// updater).
  @Test func aMacStoryboardsNoteNamesAppKit() throws {
    let storyboard = ExampleStoryboard.macOS(
      "Main", initial: nil,
      """
      <scene sceneID="s1"><objects>
        <customObject id="u1" customClass="SPUStandardUpdaterController"/>
      </objects></scene>
      """)
    var sources = LintTestSupport.sources([ExampleStoryboard.source("App/App.swift", "")])
    sources?.unreadLinkedCode = Self.unread
    let context = LintContext(
      documents: LintTestSupport.documents([storyboard]), sources: sources)
    let note = try #require(LinkedCodeNotReadRule().check(context).first)
    #expect(note.message.contains(". AppKit finds such a class in any code the app links"))
  }

  /// A class whose storyboard names its module can only be in that module's code: the note
  /// says how to read that code, not every piece the target links (ivpn's `ActiveLabel`).
  @Test func aNamedModulesNoteSaysHowToReadOnlyTheCodeThatMayHoldIt() throws {
    let storyboard = ExampleStoryboard.ios(
      initial: "list",
      """
      <scene sceneID="s1"><objects>
        <viewController id="list" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="v1">
            <subviews>
              <view contentMode="scaleToFill" customClass="ChartView" customModule="Charts" id="v2"/>
            </subviews>
          </view>
        </viewController>
      </objects></scene>
      """)
    func note(unread: [UnreadLinkedCode]) -> String? {
      var sources = LintTestSupport.sources([
        ExampleStoryboard.source("App/App.swift", "class AppDelegate {}")
      ])
      sources?.unreadLinkedCode = unread
      let context = LintContext(
        documents: LintTestSupport.documents([storyboard]), sources: sources)
      return LinkedCodeNotReadRule().check(context).first?.message
    }
    let charts = UnreadLinkedCode(
      kind: .swiftPackage, name: "Charts", module: "Charts", howToRead: "Resolve Charts.")
    let library = UnreadLinkedCode(
      kind: .library, name: "oqs", module: "oqs", howToRead: "Put liboqs.a in place.")
    let tail =
      " `--module NAME` names the app's module, `--sources NAME=DIR` gives another module's "
      + "sources."
    let head =
      "The custom classes of 1 module that no source here holds were not checked: "
      + "'Charts' (1 use). "
    // Sparkle and the library are other modules; the pod's module is unknown, so it may be it.
    #expect(
      note(unread: Self.unread + [charts, library])
        == head + "Run `pod install`. Resolve Charts." + tail)
    // No unread code is that module's: every way to read more is said.
    #expect(
      note(unread: [library])
        == head + "Put liboqs.a in place." + tail)
  }

  @Test func oneClassAndOneLibraryAreSaidInTheSingular() throws {
    let example = try #require(LinkedCodeNotReadRule().triggeringExamples.first)
    var sources = LintTestSupport.sources(example.sources)
    sources?.unreadLinkedCode = example.unreadLinkedCode
    let context = LintContext(
      documents: LintTestSupport.documents(example.storyboards), sources: sources)
    #expect(
      LinkedCodeNotReadRule().check(context).map(\.message) == [
        "1 custom class with no module, which no source declares, was not checked: "
          + "'ORStackView' (2). UIKit finds such a class in any code the app links, and this "
          + "target links pod ORStackView, which was not read. Run `pod install`."
      ])
  }

  @Test func methodsOfClassesFromUnreadCodeAreNotJudged() {
    // The controller's superclass is the sources': its missing actions are findings.
    #expect(Self.findings(SegueActionNotFoundRule()).count == 1)
    // An unwind action is not: the unread code may declare it in an extension of
    // UIViewController, whatever the controller's superclass.
    #expect(Self.findings(UnwindActionNotFoundRule()).isEmpty)
    // Its superclass may come from the unread pod, and declare them.
    #expect(Self.findings(SegueActionNotFoundRule(), superclass: "ORViewController").isEmpty)
    #expect(Self.findings(UnwindActionNotFoundRule(), superclass: "ORViewController").isEmpty)
    // Everything read: an unknown superclass is no excuse.
    #expect(
      Self.findings(SegueActionNotFoundRule(), superclass: "ORViewController", unread: []).count
        == 1)
    #expect(
      Self.findings(UnwindActionNotFoundRule(), superclass: "ORViewController", unread: []).count
        == 1)
  }

  @Test func sameEffectIsNoDuplicate() throws {
    let example = try #require(
      DuplicateIdentifierRule().nonTriggeringExamples.first {
        $0.files.contains { $0.text.contains("tapGestureRecognizer") }
      })
    let documents = LintTestSupport.documents(example.storyboards)
    let segues = documents.flatMap(\.scenes).flatMap(\.segues)
    #expect(segues.count == 2)
    #expect(DuplicateIdentifierRule.sameEffect(segues[0], segues[1]))
    var modal = segues[1]
    modal.kind = .presentation
    #expect(!DuplicateIdentifierRule.sameEffect(segues[0], modal))
    var other = segues[1]
    other.destination = "list"
    #expect(!DuplicateIdentifierRule.sameEffect(segues[0], other))
  }

  /// A superclass from unread code may override `performSegue(withIdentifier:sender:)`.
  @Test func performedIdentifiersOfClassesFromUnreadCodeAreNotJudged() {
    func findings(_ superclass: String, unread: [UnreadLinkedCode]) -> Int {
      var sources = LintTestSupport.sources([
        ExampleStoryboard.source(
          "List.swift",
          """
          class ListViewController: \(superclass) {
            func open() { performSegue(withIdentifier: "Opne", sender: nil) }
          }
          """)
      ])
      sources?.unreadLinkedCode = unread
      let context = LintContext(
        documents: LintTestSupport.documents([Self.storyboard]), sources: sources)
      return IdentifierNotInStoryboardRule().check(context).count
    }
    #expect(findings("UIViewController", unread: Self.unread) == 1)
    #expect(findings("ORViewController", unread: []) == 1)
    #expect(findings("ORViewController", unread: Self.unread) == 0)
  }

  /// A class's code can cast a destination by an identifier only if it reads it; a class the
  /// sources do not show whole may.
  @Test func onlyCodeThatReadsTheIdentifierReliesOnTheDestination() {
    func relies(_ code: String, unread: [UnreadLinkedCode] = []) -> Bool {
      var sources = LintTestSupport.sources([ExampleStoryboard.source("List.swift", code)])
      sources?.unreadLinkedCode = unread
      return DuplicateIdentifierRule.mayRelyOnDestination(
        "ListViewController", identifier: "Open", sources: sources)
    }
    #expect(DuplicateIdentifierRule.mayRelyOnDestination("List", identifier: "Open", sources: nil))
    #expect(!relies("class ListViewController: UIViewController {}"))
    #expect(relies("class Other: UIViewController {}"))
    #expect(relies("class ListViewController: ORViewController {}", unread: Self.unread))
    #expect(
      relies(
        """
        class ListViewController: UIViewController {
          override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            switch segue.identifier { case "Open": break; default: break }
          }
        }
        """))
  }

  /// The 1-based line of the storyboard that contains `text`.
  static func line(of text: String, in file: ExampleFile = storyboard) -> Int? {
    file.text.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains(text) }.map { $0 + 1 }
  }
}

/// DesignerNewsApp links three submodules' projects, none checked out: one sentence says to
/// check them out, not one each.
@Suite struct SubmoduleProjectsTests {
  static func submodule(_ name: String) -> UnreadLinkedCode {
    let path = "Externals/\(name)/\(name).xcodeproj"
    return UnreadLinkedCode(
      kind: .project, name: name, module: name,
      howToRead: UnreadLinkedCode.checkOut(submoduleProjects: [path]), submoduleProject: path)
  }

  static func note(_ unread: [UnreadLinkedCode]) -> String? {
    var sources = LintTestSupport.sources([
      ExampleStoryboard.source("App/App.swift", "class AppDelegate {}")
    ])
    sources?.unreadLinkedCode = unread
    let context = LintContext(
      documents: LintTestSupport.documents([UnreadLinkedCodeTests.storyboard]), sources: sources)
    return LinkedCodeNotReadRule().check(context).first?.message
  }

  @Test func severalSubmodulesAreOneSentence() throws {
    let pod = UnreadLinkedCode(kind: .pod, name: "ORStackView", howToRead: "Run `pod install`.")
    let three = try #require(
      Self.note([
        Self.submodule("Spring"), pod, Self.submodule("Alamofire"), Self.submodule("DTCoreText"),
      ]))
    #expect(
      three.contains(
        "Check out the projects Externals/Alamofire/Alamofire.xcodeproj, "
          + "Externals/DTCoreText/DTCoreText.xcodeproj and Externals/Spring/Spring.xcodeproj "
          + "(git submodules: `git submodule update --init`). Run `pod install`."))
    #expect(!three.contains("Check out the project "))
    let one = try #require(Self.note([Self.submodule("Spring")]))
    #expect(
      one.hasSuffix(
        "Check out the project Externals/Spring/Spring.xcodeproj (a git submodule: "
          + "`git submodule update --init`)."))
  }
}

/// OpenStack Summit links thirteen frameworks its `Vendor/` folder lacks: one sentence per
/// folder says what to put there, not thirteen.
@Suite struct BinaryPlacementsTests {
  static func framework(_ path: String) -> UnreadLinkedCode {
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    return UnreadLinkedCode(
      kind: .framework, name: name, module: name, howToRead: UnreadLinkedCode.put([path]),
      placement: path)
  }

  @Test func severalBinariesOfAFolderAreOneSentence() throws {
    let note = try #require(
      SubmoduleProjectsTests.note([
        Self.framework("Vendor/Fabric.framework"), Self.framework("Vendor/Crashlytics.framework"),
        Self.framework("Lib/libKit.a"), Self.framework("Vendor/GoogleMaps.framework"),
      ]))
    #expect(
      note.hasSuffix(
        "Put it, with its headers or Swift interface, at Lib/libKit.a. Put them, with their "
          + "headers or Swift interfaces, in Vendor: Crashlytics.framework, Fabric.framework "
          + "and GoogleMaps.framework."))
    let one = try #require(SubmoduleProjectsTests.note([Self.framework("Vendor/Fabric.framework")]))
    #expect(
      one.hasSuffix("Put it, with its headers or Swift interface, at Vendor/Fabric.framework."))
  }
}

/// The declaration `unwind-action-not-found` asks for has the storyboard's selector.
@Suite struct UnwindDeclarationTests {
  @Test func theSuggestedDeclarationHasTheSelector() {
    #expect(
      UnwindActionNotFoundRule.declaration(of: "unwindHome:")
        == "unwindHome(_ segue: UIStoryboardSegue)")
    #expect(
      UnwindActionNotFoundRule.declaration(of: "backToMosaicFor:sender:")
        == "backToMosaicFor(_ segue: UIStoryboardSegue, sender: Any?)")
  }
}
