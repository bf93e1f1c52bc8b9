import SegueTestSupport
import StoryboardKit
import StoryboardSimulator
import Testing

/// `instantiateViewController(withIdentifier: variable)` may open any scene with a storyboard
/// identifier, but never an initial controller that has none (OpenClien's phone exploration
/// started from the iPad storyboard's split view because of such a call).
@MainActor
@Suite struct ComputedIdentifierEntryPointTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    targetRuntime="iOS.CocoaTouch" initialViewController="first">
      <scenes>
        <scene sceneID="s-first"><objects>
          <viewController id="first" customClass="FirstViewController" sceneMemberID="viewController">
            <view key="view" id="v-first"/>
          </viewController>
        </objects></scene>
        <scene sceneID="s-detail"><objects>
          <viewController storyboardIdentifier="Detail" id="detail" \
    customClass="DetailViewController" sceneMemberID="viewController">
            <view key="view" id="v-detail"/>
          </viewController>
        </objects></scene>
      </scenes>
    </document>
    """

  static let source = """
    import UIKit

    func open(_ identifier: String) -> UIViewController {
      UIStoryboard(name: "Other", bundle: nil).instantiateViewController(withIdentifier: identifier)
    }
    """

  @Test func aComputedIdentifierOpensNoInitialControllerWithoutOne() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = try folder.write(Self.storyboard, to: "Other.storyboard")
    try folder.write(Self.source, to: "Sources/Open.swift")
    let report = try StoryboardSimulator(
      contentsOf: [path], sourcePaths: [folder.path + "/Sources"]
    ).explore()
    let origins = Dictionary(
      uniqueKeysWithValues: report.reachedScenes.map { ($0.scene.name, $0.origin) })
    guard case .assumedFromCode(let place) = origins["DetailViewController"] else {
      Issue.record("Detail was reached from \(String(describing: origins["DetailViewController"]))")
      return
    }
    #expect(place.hasSuffix("Sources/Open.swift:4"))
    #expect(origins["FirstViewController"] == nil)
  }
}
