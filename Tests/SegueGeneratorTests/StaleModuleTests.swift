import SourceIndex
import StoryboardKit
import Testing

@testable import SegueGenerator

/// A storyboard that names its classes' module by an old name of the app's module (a real
/// app's `customModule="DemoSwift"` after its target was renamed): the app declares the class,
/// no source holds the module, and the generated file must not import it.
@Suite struct StaleModuleTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    targetRuntime="iOS.CocoaTouch" initialViewController="root">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <tableViewController storyboardIdentifier="Settings" id="root" \
    customClass="SettingsViewController" customModule="OldName" \
    sceneMemberID="viewController"/>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController storyboardIdentifier="Map" id="map" \
    customClass="MapViewController" customModule="MapKitExtras" \
    sceneMemberID="viewController"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  static let sources = SourceIndex(files: [
    (
      "App/SettingsViewController.swift",
      """
      import UIKit
      final class SettingsViewController: UITableViewController {}
      """
    )
  ])

  @Test func aClassTheAppDeclaresIsNotImportedFromAModuleNoSourceHolds() throws {
    let document = try StoryboardParser.parse(
      bytes: Array(Self.storyboard.utf8), path: "Main.storyboard")
    let generation = SegueGeneration(
      documents: [document], options: GeneratorOptions(module: "App", sources: Self.sources))
    let code = generation.singleFile()
    #expect(!code.contains("import OldName"))
    #expect(code.contains("SceneType<Main, UIKit.UITableViewController>"))
    // A class the app does not declare is still the other module's, imported.
    #expect(code.contains("import MapKitExtras"))
    #expect(code.contains("SceneType<Main, MapViewController>"))
    #expect(
      generation.model.warnings.map(\.message).contains {
        $0.contains("'SettingsViewController'") && $0.contains("module OldName")
      })
  }
}
