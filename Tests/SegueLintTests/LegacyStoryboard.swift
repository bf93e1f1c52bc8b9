import Foundation
import SegueTestSupport
import StoryboardKit

/// A storyboard of a legacy iOS app (push, modal and replace segues) written to a temporary
/// folder, for the baseline, suppression and fix tests, which read files back.
enum LegacyStoryboard {
  /// The storyboard's text; `extraSegue` adds a second push like the first, with another id,
  /// and `padding` lines of an unrelated edit go before the segues.
  static func text(padding: Int = 0, extraSegue: Bool = false) -> String {
    let pad = String(repeating: "                    <!-- edit -->\n", count: padding)
    let extra =
      extraSegue
      ? "                        <segue destination=\"other\" kind=\"push\" identifier=\"Push2\" id=\"p-2\"/>\n"
      : ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <navigationController id="nav" sceneMemberID="viewController">
                          <connections>
                              <segue destination="list" kind="relationship" relationship="rootViewController" id="r-1"/>
                          </connections>
                      </navigationController>
                  </objects>
              </scene>
              <scene sceneID="s2">
                  <objects>
                      <viewController id="list" sceneMemberID="viewController">
                          <connections>
      \(pad)                        <segue destination="other" kind="push" identifier="Push" id="p-1"/>
                              <segue destination="other" kind="modal" identifier="Modal" modalTransitionStyle="flipHorizontal" id="m-1"/>
                              <segue destination="other" kind="replace" identifier="Replace" id="x-1"/>
      \(extra)                    </connections>
                      </viewController>
                  </objects>
              </scene>
              <scene sceneID="s3">
                  <objects>
                      <viewController id="other" storyboardIdentifier="Other" sceneMemberID="viewController"/>
                  </objects>
              </scene>
          </scenes>
      </document>

      """
  }
}
