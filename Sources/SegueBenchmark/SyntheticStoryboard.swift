import Foundation
import StoryboardKit

/// Writes a deterministic iOS storyboard of at least a given size: navigation controllers,
/// table view controllers with prototype cells and view controllers with buttons, constraints,
/// gesture recognizers, exits and every common kind of segue, as Interface Builder writes them.
struct SyntheticStoryboard {
  /// The smallest size to write, in bytes.
  var minimumBytes: Int

  /// Writes the storyboard to `path`, replacing any file there; returns its size in bytes.
  func write(to path: String) throws -> Int {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else { throw CocoaError(.fileWriteNoPermission) }
    defer { try? handle.close() }
    var text = ""
    text.reserveCapacity(1 << 20)
    var written = 0
    func flush() throws {
      let data = Data(text.utf8)
      try handle.write(contentsOf: data)
      written += data.count
      text.removeAll(keepingCapacity: true)
    }
    text += """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
      useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" \
      initialViewController="\(Self.id(0, 0))">
          <device id="retina6_12" orientation="portrait" appearance="light"/>
          <dependencies>
              <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
              <capability name="Safe area layout guides" minToolsVersion="9.0"/>
          </dependencies>
          <scenes>

      """
    var group = 0
    while written + text.utf8.count < minimumBytes {
      text += navigationScene(group)
      text += tableScene(group)
      text += detailScene(group)
      group += 1
      if text.utf8.count > 1 << 20 { try flush() }
    }
    text += "    </scenes>\n</document>\n"
    try flush()
    return written
  }

  /// An Interface Builder style id (`abc-12-xyz`) for object `index` of scene group `group`.
  static func id(_ group: Int, _ index: Int) -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    var value = UInt64(group) &* 7919 &+ UInt64(index) &* 104_729 &+ 12_345
    var characters: [Character] = []
    for position in 0..<9 {
      if position == 3 || position == 5 { characters.append("-") }
      characters.append(letters[Int(value % UInt64(letters.count))])
      value = value / UInt64(letters.count) &+ UInt64(position + 1) &* 2_654_435_761
    }
    return String(characters)
  }

  func navigationScene(_ group: Int) -> String {
    let id = { Self.id(group, $0) }
    return """
              <!--Navigation Controller \(group)-->
              <scene sceneID="\(id(90))">
                  <objects>
                      <navigationController storyboardIdentifier="Navigation\(group)" \
      automaticallyAdjustsScrollViewInsets="NO" id="\(id(0))" sceneMemberID="viewController">
                          <toolbarItems/>
                          <navigationBar key="navigationBar" contentMode="scaleToFill" \
      insetsLayoutMarginsFromSafeArea="NO" id="\(id(1))">
                              <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                              <autoresizingMask key="autoresizingMask"/>
                          </navigationBar>
                          <nil name="viewControllers"/>
                          <connections>
                              <segue destination="\(id(10))" kind="relationship" \
      relationship="rootViewController" id="\(id(2))"/>
                          </connections>
                      </navigationController>
                      <placeholder placeholderIdentifier="IBFirstResponder" id="\(id(3))" \
      userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                  </objects>
                  <point key="canvasLocation" x="\(group * 40)" y="-120"/>
              </scene>

      """
  }

}
