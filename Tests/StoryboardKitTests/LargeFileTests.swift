import Foundation
import Testing

@testable import StoryboardKit

/// A storyboard over 10 MB (the size at which libxml2's in-memory parsing gives up), written
/// at test time rather than committed.
struct LargeFileTests {
  /// Scenes of 14 lines each, every one with a button segue to the next scene.
  static func largeStoryboard(scenes: Int) -> String {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      targetRuntime="iOS.CocoaTouch" initialViewController="vc-0">
          <scenes>

      """
    text.reserveCapacity(scenes * 1_000)
    let padding = String(repeating: "x", count: 500)
    for index in 0..<scenes {
      text += """
                <scene sceneID="scene-\(index)">
                    <objects>
                        <viewController id="vc-\(index)" sceneMemberID="viewController">
                            <view key="view" id="view-\(index)" userLabel="\(padding)">
                                <subviews>
                                    <button id="button-\(index)">
                                        <connections>
                                            <segue destination="vc-\(index + 1)" kind="show" identifier="Next" id="segue-\(index)"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>

        """
    }
    text += "    </scenes>\n</document>\n"
    return text
  }

  @Test func aFileOverTenMegabytesParsesFromDiskAndFromMemory() throws {
    let sceneCount = 11_000
    let text = Self.largeStoryboard(scenes: sceneCount)
    let bytes = Array(text.utf8)
    #expect(bytes.count > 10_000_000)
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("LargeFileTests-\(getpid()).storyboard").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }

    let fromDisk = try StoryboardParser.parse(contentsOf: path)
    let fromMemory = try StoryboardParser.parse(bytes: bytes, path: path)
    #expect(fromDisk == fromMemory)
    #expect(fromDisk.scenes.count == sceneCount)
    let last = try #require(fromDisk.segues.last)
    #expect(last.id == "segue-\(sceneCount - 1)")
    #expect(last.sourceControllerID == "vc-\(sceneCount - 1)")
    // Three header lines, then 15 lines per scene; the segue is the eighth line of its scene,
    // indented by 36 spaces.
    #expect(last.location == TextLocation(line: 3 + 15 * (sceneCount - 1) + 8, column: 37))

    let reference = ReferenceSegueExtractor.extract(path: path)
    #expect(reference.error == nil)
    #expect(reference.rows.count == sceneCount)
  }
}
