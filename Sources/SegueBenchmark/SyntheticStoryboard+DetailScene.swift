/// The detail scene: buttons, labels, constraints and a gesture recognizer with a segue.
extension SyntheticStoryboard {
  /// Buttons: the first unwinds, the others send actions.
  func buttonConnections(_ group: Int, _ item: Int, _ base: Int) -> String {
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

  func detailScene(_ group: Int) -> String {
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
