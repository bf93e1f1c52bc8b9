import Foundation
import StoryboardKit
import Testing

/// Commands that never read custom objects parse without looking for them; the rest of the
/// document is the same.
@Suite struct CustomObjectsChoiceTests {
  @Test func withoutCustomObjectsOnlyTheyAreLeftOut() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      targetRuntime="iOS.CocoaTouch" initialViewController="c">
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <viewController id="c" customClass="CartViewController" \
      sceneMemberID="viewController">
                          <view key="view" id="v">
                              <subviews>
                                  <button id="b" customClass="CartButton"/>
                              </subviews>
                          </view>
                      </viewController>
                      <tapGestureRecognizer id="t" customClass="CartGesture"/>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let path = NSTemporaryDirectory() + "CustomObjectsChoice-\(UUID().uuidString).storyboard"
    try Data(xml.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let full = try StoryboardParser.parse(contentsOf: path)
    let lean = try StoryboardParser.parse(contentsOf: path, customObjects: false)
    #expect(full.scenes.first?.customObjects.map(\.id) == ["b", "t"])
    #expect(lean.scenes.first?.customObjects.isEmpty == true)
    var withoutObjects = full
    withoutObjects.scenes[0].customObjects = []
    #expect(lean == withoutObjects)
    #expect(StoryboardSet.load([path], customObjects: false).documents == [lean])
  }
}
