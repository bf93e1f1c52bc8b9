import Testing

@testable import StoryboardKit

/// A storyboard Git could not merge is reported as a merge conflict at its first marker, not
/// as the '<' the XML scanner stopped at.
struct MergeConflictMarkerTests {
  static func storyboard(_ scenes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """
  }

  static let conflict = storyboard(
    """
    <<<<<<< HEAD
            <scene sceneID="a"/>
    ||||||| merged common ancestors
    =======
            <scene sceneID="b"/>
    >>>>>>> feature/settings
    """)

  @Test func aConflictIsReportedAtItsFirstMarker() throws {
    let error = try #require(Fixture.error(parsing: Self.conflict))
    #expect(error.location == TextLocation(line: 4, column: 1))
    #expect(
      error.description
        == "inline.storyboard:4:1: error: Found the merge conflict marker '<<<<<<< HEAD'; "
        + "resolve the merge conflict in this storyboard (keep one side, or merge both in "
        + "Interface Builder) and remove the markers.")
  }

  @Test func theFirstMarkerIsReportedWhereverTheScannerStopped() throws {
    // Only the lower half of a conflict, as a hand edit may leave it: the XML breaks later, at
    // the end tag the unclosed <scene> does not match.
    let error = try #require(
      Fixture.error(parsing: Self.storyboard("=======\n<scene>\n>>>>>>> theirs")))
    #expect(error.location == TextLocation(line: 4, column: 1))
    #expect(error.message.hasPrefix("Found the merge conflict marker '======='"))
  }

  @Test func aFileWithoutMarkersKeepsTheScannersMessage() throws {
    let error = try #require(Fixture.error(parsing: Self.storyboard("<<<<<<<< eight")))
    #expect(error.message.contains("found '<'"))
    #expect(!error.message.contains("merge conflict"))
  }

  @Test func markerLikeTextInAValidFileIsNotAnError() throws {
    let text = Self.storyboard("<!--\n=======\n>>>>>>> not a conflict\n-->")
    #expect(Fixture.error(parsing: text) == nil)
  }
}
