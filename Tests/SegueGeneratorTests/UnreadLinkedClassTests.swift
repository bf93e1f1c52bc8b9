import SourceIndex
import StoryboardKit
import Testing

@testable import SegueGenerator

/// A class with no module that unread linked code may declare (Roxas's
/// `RSTNavigationController` before its submodule is checked out) is not named, since the
/// generated file could not import its module, and is not warned about either.
@Suite struct UnreadLinkedClassTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    targetRuntime="iOS.CocoaTouch" initialViewController="root">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="root" customClass="RootViewController" \
    sceneMemberID="viewController">
                        <connections>
                            <segue destination="settings" kind="presentation" \
    identifier="settings" id="g1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <navigationController id="settings" customClass="RSTNavigationController" \
    sceneMemberID="viewController"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  static func generation(
    unread: [UnreadLinkedCode], declared: String = ""
  ) throws -> SegueGeneration {
    let document = try StoryboardParser.parse(
      bytes: Array(storyboard.utf8), path: "Main.storyboard")
    var sources = SourceIndex(files: [
      ("App/Root.swift", "final class RootViewController: UIViewController {}\n" + declared)
    ])
    sources.unreadLinkedCode = unread
    return SegueGeneration(documents: [document], options: GeneratorOptions(sources: sources))
  }

  @Test func aClassUnreadCodeMayDeclareIsNeitherNamedNorWarned() throws {
    let unread = [
      UnreadLinkedCode(
        kind: .project, name: "Roxas", howToRead: "Check out the git submodule.")
    ]
    let generation = try Self.generation(unread: unread)
    let code = generation.singleFile()
    // Named only in a comment, which says why.
    #expect(!code.contains("(RSTNavigationController"))
    #expect(code.contains("`RSTNavigationController` may be declared in linked code that was not"))
    #expect(!generation.warnings.contains { $0.message.contains("RSTNavigationController") })
    // Everything read: the class is missing, and said to be.
    let read = try Self.generation(unread: [])
    #expect(!read.singleFile().contains("(RSTNavigationController"))
    #expect(read.warnings.contains { $0.message.contains("RSTNavigationController") })
    // Declared: the class is named.
    let declared = try Self.generation(
      unread: unread, declared: "class RSTNavigationController: UINavigationController {}")
    #expect(declared.singleFile().contains("(RSTNavigationController"))
  }
}
