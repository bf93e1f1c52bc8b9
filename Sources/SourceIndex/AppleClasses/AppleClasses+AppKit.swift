extension AppleClasses {
  /// AppKit's classes, and the macOS-only classes of other frameworks (AVKit, Quartz,
  /// WebKit's legacy `WebView`), that storyboards name: those the project's `Stubs/AppKit`
  /// and docs know, and the well-known ones of Apple's documentation. Sorted.
  static let appKit = Set(appKitNames.split(whereSeparator: \.isWhitespace).map(String.init))

  /// ``appKit``'s names, sorted, separated by spaces: one string constant, cheaper to compile
  /// than a set literal of as many strings.
  private static let appKitNames = """
    AVCaptureView AVPlayerView AVRoutePickerView IKCameraDeviceView
    IKDeviceBrowserView IKFilterBrowserView IKImageBrowserView IKImageView
    IKPictureTaker IKScannerDeviceView IKSlideshow NSAlert NSAnimationContext
    NSAppearance NSApplication NSArrayController NSBox NSBrowser NSBrowserCell
    NSButton NSButtonCell NSCell NSClipView NSCollectionView
    NSCollectionViewFlowLayout NSCollectionViewGridLayout NSCollectionViewItem
    NSCollectionViewLayout NSColor NSColorPanel NSColorWell NSComboBox
    NSComboBoxCell NSControl NSController NSCustomTouchBarItem NSDatePicker
    NSDatePickerCell NSDictionaryController NSDocument NSDocumentController
    NSDrawer NSFont NSFontManager NSFontPanel NSForm NSFormCell
    NSGestureRecognizer NSGlassEffectView NSGridView NSImage NSImageCell
    NSImageView NSLayoutConstraint NSLayoutGuide NSLevelIndicator
    NSLevelIndicatorCell NSMagnificationGestureRecognizer NSMatrix NSMenu
    NSMenuItem NSObjectController NSOpenPanel NSOutlineView NSPageController
    NSPanGestureRecognizer NSPanel NSPathCell NSPathControl NSPopUpButton
    NSPopUpButtonCell NSPopover NSPredicateEditor NSPressGestureRecognizer
    NSProgressIndicator NSResponder NSRotationGestureRecognizer NSRuleEditor
    NSSavePanel NSScrollView NSScroller NSScrubber NSSearchField
    NSSearchFieldCell NSSecureTextField NSSecureTextFieldCell NSSegmentedCell
    NSSegmentedControl NSShadow NSSharingServicePicker NSSlider NSSliderCell
    NSSound NSSplitView NSSplitViewController NSSplitViewItem NSStackView
    NSStatusBar NSStatusItem NSStepper NSStepperCell NSStoryboard
    NSStoryboardSegue NSSwitch NSTabView NSTabViewController NSTabViewItem
    NSTableCellView NSTableColumn NSTableHeaderView NSTableRowView NSTableView
    NSTextField NSTextFieldCell NSTextFinder NSTextView
    NSTitlebarAccessoryViewController
    NSTokenField NSTokenFieldCell NSToolbar NSToolbarItem NSToolbarItemGroup
    NSTouchBar NSTreeController NSUserDefaultsController NSView NSViewController
    NSVisualEffectView NSWindow NSWindowController NSWindowTab NSWorkspace
    PDFThumbnailView PDFView QLPreviewView WebView
    """
}
