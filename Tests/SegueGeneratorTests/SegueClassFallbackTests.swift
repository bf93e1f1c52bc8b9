import SourceIndex
import StoryboardKit
import Testing

@testable import SegueGenerator

/// With `--sources`, a custom segue class of the app's module that no source declares is not
/// named, as for a controller class: the segue is typed as the framework's plain segue, with a
/// warning at the segue (SwiftGen's AdditionalImport fixture: `SlideUpSegue`,
/// `customModule="NotCurrentModule" customModuleProvider="target"`).
@Suite struct SegueClassFallbackTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    targetRuntime="iOS.CocoaTouch" initialViewController="root">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="root" customClass="RootViewController" \
    customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <connections>
                            <segue destination="next" kind="custom" identifier="public" \
    customClass="SlideUpSegue" customModule="NotCurrentModule" \
    customModuleProvider="target" id="g1"/>
                            <segue destination="next" kind="custom" identifier="fade" \
    customClass="FadeSegue" customModule="App" customModuleProvider="target" id="g2"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController storyboardIdentifier="Next" id="next" \
    sceneMemberID="viewController"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  static func generation(sources: SourceIndex?) throws -> SegueGeneration {
    let document = try StoryboardParser.parse(
      bytes: Array(storyboard.utf8), path: "Main.storyboard")
    return SegueGeneration(documents: [document], options: GeneratorOptions(sources: sources))
  }

  static let appSources = SourceIndex(files: [
    (
      "App/Classes.swift",
      """
      import UIKit
      final class RootViewController: UIViewController {}
      final class FadeSegue: UIStoryboardSegue {}
      """
    )
  ])

  @Test func anUndeclaredSegueClassIsNotNamedAndWarned() throws {
    let generation = try Self.generation(sources: Self.appSources)
    let code = generation.singleFile()
    #expect(!code.contains("SlideUpSegue"))
    #expect(code.contains("case `public`(UIViewController)"))
    // The class the sources declare is still named.
    #expect(code.contains("segue: FadeSegue)"))
    let warning = try #require(generation.warnings.first { $0.message.contains("SlideUpSegue") })
    #expect(warning.severity == .warning)
    #expect(warning.path == "Main.storyboard")
    #expect(warning.location?.line == 8)
    #expect(
      warning.message
        == "No source declares 'SlideUpSegue', the custom class of this segue. Generated code "
        + "does not name it.")
  }

  /// Sources that declare no class say so once (a run warning), and name no class either.
  @Test func sourcesThatDeclareNothingNameNoSegueClass() throws {
    var nothing = SourceIndex()
    nothing.files = ["Empty.swift"]
    let generation = try Self.generation(sources: nothing)
    #expect(!generation.singleFile().contains("SlideUpSegue"))
    #expect(generation.warnings.allSatisfy { !$0.message.contains("SlideUpSegue") })
    #expect(generation.runWarnings.map(\.errorID) == ["sources-declare-nothing"])
  }

  /// Without `--sources` nothing can be judged: the class is named as the storyboard spells it.
  @Test func withoutSourcesTheSegueClassIsNamed() throws {
    let code = try Self.generation(sources: nil).singleFile()
    #expect(code.contains("segue: SlideUpSegue)"))
  }
}
