import StoryboardKit
import Testing

@Suite struct StoryboardDocumentNameTests {
  @Test(arguments: [
    ("App/Base.lproj/Main.storyboard", "Main"),
    ("Main.storyboard", "Main"),
    ("Main", "Main"),
    ("dir.storyboard/Settings", "Settings"),
    ("Old.storyboard.bak", "Old.storyboard.bak"),
    ("App/.storyboard", ""),
    ("Caf\u{E9}/Men\u{FC}.storyboard", "Men\u{FC}"),
    // A combining mark after the slash belongs to the name, not to the slash.
    ("App/\u{301}Accent.storyboard", "\u{301}Accent"),
  ])
  func theNameIsTheFileNameWithoutItsExtension(path: String, name: String) {
    let document = StoryboardDocument(path: path, location: TextLocation(line: 1, column: 1))
    #expect(document.name.unicodeScalars.elementsEqual(name.unicodeScalars))
  }
}
