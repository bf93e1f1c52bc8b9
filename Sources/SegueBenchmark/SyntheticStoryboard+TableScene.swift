/// The table view controller scene: prototype cells that show and present the detail.
extension SyntheticStoryboard {
  func tableScene(_ group: Int) -> String {
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
  func cellConnections(_ group: Int, _ row: Int, _ base: Int) -> String {
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
}
