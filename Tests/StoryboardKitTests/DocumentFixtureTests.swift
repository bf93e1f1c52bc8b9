import Testing

@testable import StoryboardKit

/// Document-level cases: encodings, versions, references, comments, empty documents.
struct DocumentFixtureTests {
  @Test func aByteOrderMarkIsSkippedAndNotCountedAsAColumn() throws {
    let document = try Fixture.parse("ByteOrderMark.storyboard")
    #expect(document.location == TextLocation(line: 2, column: 1))
    #expect(document.initialController?.customClass == "HomeViewController")
    #expect(document.initialController?.classReference?.isInCurrentTarget == true)
    #expect(document.controllers.first?.location == TextLocation(line: 6, column: 17))
    #expect(document.name == "ByteOrderMark")
  }

  @Test(arguments: [
    ("Version1.storyboard", "1.0", SegueKind.push), ("Version2.storyboard", "2.0", .modal),
  ])
  func oldDocumentVersionsParse(name: String, version: String, kind: SegueKind) throws {
    let document = try Fixture.parse(name)
    #expect(document.version == version)
    #expect(document.platform == .iOS)
    #expect(document.scenes.map(\.id) == ["scene-1", "scene-2"])
    #expect(document.controllers.map(\.element) == ["navigationController", "tableViewController"])
    #expect(document.initialController?.kind == .navigation)
    #expect(document.controller(withID: "list-1")?.storyboardIdentifier == "List")
    let segues = document.segues
    #expect(segues.map(\.kind) == [.relationship, kind])
    #expect(segues.map(\.sourceControllerID) == ["nav-1", "list-1"])
    #expect(segues.first?.relationship == "rootViewController")
    #expect(
      segues.last?.trigger
        == SegueTrigger(
          element: "tableViewCell", id: "cell-1", location: TextLocation(line: 27, column: 29)))
  }

  @Test func referencesInAttributeValuesAreReplaced() throws {
    let document = try Fixture.parse("Entities.storyboard")
    let controller = try #require(document.controllers.first)
    #expect(controller.title == "Tom & Jerry <3>")
    #expect(controller.userLabel == "\"Quoted\" 'label'")
    #expect(controller.id == "vc-1")
    #expect(controller.customClass == "CaféController")
    // A character reference keeps its line feed; literal tabs and line breaks become spaces.
    #expect(controller.storyboardIdentifier == "line\nbreak tab newline")
    let segue = try #require(document.segues.first)
    #expect(segue.identifier == "A&B 😀")
    #expect(segue.sourceControllerID == "vc-1")
  }

  @Test func commentsProcessingInstructionsAndCDATAAreSkipped() throws {
    let document = try Fixture.parse("CommentsAndCDATA.storyboard")
    #expect(document.location == TextLocation(line: 4, column: 1))
    #expect(document.segues.map(\.id) == ["seg-1"])
    #expect(document.segues.first?.location == TextLocation(line: 19, column: 25))
  }

  @Test func aDocumentWithoutScenesIsEmpty() throws {
    let document = try Fixture.parse("NoScenes.storyboard")
    #expect(document.scenes.isEmpty)
    #expect(document.initialControllerID == nil)
    #expect(document.initialController == nil)
    #expect(document.toolsVersion == "21701")
  }

  @Test func peekAndPopAndTieBreakerSeguesAreNotSegues() throws {
    let document = try Fixture.parse("PeekPopAndReferences.storyboard")
    #expect(document.segues.map(\.id) == ["seg-peek"])
    #expect(document.segues.first?.trigger.element == "button")
  }

  @Test func storyboardReferencesKeepWhatTheySay() throws {
    let document = try Fixture.parse("PeekPopAndReferences.storyboard")
    let bare = try #require(document.controller(withID: "ref-1"))
    #expect(bare.kind == .reference)
    #expect(bare.reference == StoryboardReference())
    let full = try #require(document.controller(withID: "ref-2"))
    #expect(
      full.reference
        == StoryboardReference(
          storyboardName: "Settings", referencedIdentifier: "Privacy",
          bundleIdentifier: "com.example.SettingsKit"))
    #expect(full.storyboardIdentifier == "Elsewhere")
    #expect(document.controller(withID: "vc-1")?.reference == nil)
  }
}
