import Foundation

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

  private func navigationScene(_ group: Int) -> String {
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

  private func tableScene(_ group: Int) -> String {
    let id = { Self.id(group, $0) }
    var cells = ""
    for row in 0..<4 {
      let base = 20 + row * 10
      cells += """
                                  <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" \
        preservesSuperviewLayoutMargins="YES" selectionStyle="default" \
        accessoryType="detailDisclosureButton" indentationWidth="10" \
        reuseIdentifier="Cell\(row)" textLabel="\(id(base + 1))" id="\(id(base))" \
        customClass="ItemCell" customModule="Synthetic" customModuleProvider="target">
                                      <rect key="frame" x="0.0" y="\(50 + row * 44)" width="393" height="43.666667938232422"/>
                                      <autoresizingMask key="autoresizingMask"/>
                                      <tableViewCellContentView key="contentView" opaque="NO" \
        clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" \
        preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" \
        tableViewCell="\(id(base))" id="\(id(base + 2))">
                                          <rect key="frame" x="0.0" y="0.0" width="331" height="43.666667938232422"/>
                                          <autoresizingMask key="autoresizingMask"/>
                                          <subviews>
                                              <label opaque="NO" multipleTouchEnabled="YES" \
        contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Item &amp; detail \(row)" \
        textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" \
        adjustsFontSizeToFit="NO" id="\(id(base + 1))">
                                                  <rect key="frame" x="20" y="0.0" width="303" height="43.666667938232422"/>
                                                  <autoresizingMask key="autoresizingMask"/>
                                                  <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                  <nil key="textColor"/>
                                                  <nil key="highlightedColor"/>
                                              </label>
                                          </subviews>
                                      </tableViewCellContentView>
        \(cellConnections(group, row, base))                                  </tableViewCell>

        """
    }
    return """
              <!--Items \(group)-->
              <scene sceneID="\(id(91))">
                  <objects>
                      <tableViewController title="Items" id="\(id(10))" \
      customClass="ItemsViewController" customModule="Synthetic" customModuleProvider="target" \
      sceneMemberID="viewController">
                          <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" \
      alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" \
      rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" \
      id="\(id(11))">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                              <prototypes>
      \(cells)                        </prototypes>
                              <connections>
                                  <outlet property="dataSource" destination="\(id(10))" id="\(id(12))"/>
                                  <outlet property="delegate" destination="\(id(10))" id="\(id(13))"/>
                              </connections>
                          </tableView>
                          <navigationItem key="navigationItem" title="Items" id="\(id(14))">
                              <barButtonItem key="rightBarButtonItem" systemItem="add" id="\(id(15))">
                                  <connections>
                                      <segue destination="\(id(60))" kind="presentation" \
      identifier="AddItem" modalTransitionStyle="crossDissolve" id="\(id(16))"/>
                                  </connections>
                              </barButtonItem>
                          </navigationItem>
                      </tableViewController>
                      <placeholder placeholderIdentifier="IBFirstResponder" id="\(id(17))" \
      userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                      <exit id="\(id(18))" userLabel="Exit" sceneMemberID="exit"/>
                  </objects>
                  <point key="canvasLocation" x="\(group * 40)" y="600"/>
              </scene>

      """
  }

  /// Table cells: the first shows the detail, the second presents it from its accessory button.
  private func cellConnections(_ group: Int, _ row: Int, _ base: Int) -> String {
    let id = { Self.id(group, $0) }
    switch row {
    case 0:
      return """
                                        <connections>
                                            <segue destination="\(id(60))" kind="show" \
        identifier="ShowItem" id="\(id(base + 3))"/>
                                        </connections>

        """
    case 1:
      return """
                                        <connections>
                                            <segue destination="\(id(60))" kind="presentation" \
        identifier="EditItem" trigger="accessoryAction" modalPresentationStyle="formSheet" \
        id="\(id(base + 4))"/>
                                        </connections>

        """
    default:
      return ""
    }
  }

  /// Buttons: the first unwinds, the others send actions.
  private func buttonConnections(_ group: Int, _ item: Int, _ base: Int) -> String {
    let id = { Self.id(group, $0) }
    let connection =
      item == 0
      ? """
      <segue destination="\(id(18))" kind="unwind" identifier="Done" \
      unwindAction="unwindToItems:" id="\(id(base + 1))"/>
      """
      : """
      <action selector="didTapAction\(item):" destination="\(id(60))" \
      eventType="touchUpInside" id="\(id(base + 1))"/>
      """
    return """
                                      <connections>
                                          \(connection)
                                      </connections>

      """
  }

  private func detailScene(_ group: Int) -> String {
    let id = { Self.id(group, $0) }
    var subviews = ""
    var constraints = ""
    for item in 0..<6 {
      let base = 100 + item * 10
      subviews += """
                                  <button opaque="NO" contentMode="scaleToFill" \
        contentHorizontalAlignment="center" contentVerticalAlignment="center" \
        buttonType="system" lineBreakMode="middleTruncation" \
        translatesAutoresizingMaskIntoConstraints="NO" id="\(id(base))">
                                      <rect key="frame" x="20" y="\(120 + item * 50)" width="353" height="35"/>
                                      <state key="normal" title="Button"/>
                                      <buttonConfiguration key="configuration" style="plain" title="Action \(item)"/>
        \(buttonConnections(group, item, base))                            </button>
                                  <label opaque="NO" userInteractionEnabled="NO" \
        contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" \
        text="Caption \(item) &lt;\(group)&gt;" textAlignment="natural" \
        lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" \
        adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id(base + 5))">
                                      <rect key="frame" x="20" y="\(150 + item * 50)" width="353" height="20.333333969116211"/>
                                      <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
                                      <color key="textColor" red="0.43529411764705883" green="0.44313725490196076" blue="0.47450980392156861" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                      <nil key="highlightedColor"/>
                                      <userDefinedRuntimeAttributes>
                                          <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                              <integer key="value" value="4"/>
                                          </userDefinedRuntimeAttribute>
                                      </userDefinedRuntimeAttributes>
                                  </label>

        """
      constraints += """
                                  <constraint firstItem="\(id(base))" firstAttribute="leading" \
        secondItem="\(id(63))" secondAttribute="leading" constant="20" id="\(id(base + 2))"/>
                                  <constraint firstItem="\(id(63))" firstAttribute="trailing" \
        secondItem="\(id(base))" secondAttribute="trailing" constant="20" id="\(id(base + 3))"/>
                                  <constraint firstItem="\(id(base))" firstAttribute="top" \
        secondItem="\(id(63))" secondAttribute="top" constant="\(60 + item * 50)" id="\(id(base + 4))"/>

        """
    }
    return """
              <!--Item Detail \(group)-->
              <scene sceneID="\(id(92))">
                  <objects>
                      <viewController storyboardIdentifier="ItemDetail\(group)" id="\(id(60))" \
      customClass="ItemDetailViewController" customModule="Synthetic" \
      customModuleProvider="target" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="\(id(61))">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
      \(subviews)                        </subviews>
                              <viewLayoutGuide key="safeArea" id="\(id(63))"/>
                              <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                              <constraints>
      \(constraints)                        </constraints>
                              <connections>
                                  <outletCollection property="gestureRecognizers" destination="\(id(64))" appends="YES" id="\(id(65))"/>
                              </connections>
                          </view>
                          <connections>
                              <segue destination="\(id(60))" kind="show" identifier="Again" id="\(id(66))"/>
                          </connections>
                      </viewController>
                      <placeholder placeholderIdentifier="IBFirstResponder" id="\(id(67))" \
      userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                      <tapGestureRecognizer id="\(id(64))">
                          <connections>
                              <segue destination="\(id(10))" kind="popoverPresentation" \
      identifier="Tap" popoverAnchorView="\(id(61))" id="\(id(68))">
                                  <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES"/>
                              </segue>
                          </connections>
                      </tapGestureRecognizer>
                  </objects>
                  <point key="canvasLocation" x="\(group * 40)" y="1400"/>
              </scene>

      """
  }
}
