import HeadlessNavigation
import SegueKit
import Testing

/// AppKit's documented behaviour, as the headless model's AppKit mode reproduces it
/// (docs/AppKitSemantics.md).
@MainActor
@Suite struct HeadlessAppKitTests {
  /// A window controller (a plain controller here) whose content is `content`, in an AppKit
  /// window.
  private func appKitWindow(content: HeadlessController) -> HeadlessWindow {
    let windowController = HeadlessController(name: "windowController")
    windowController.addChild(content)
    return HeadlessWindow(rootController: windowController, platform: .appKit)
  }

  @Test func showOpensANewWindowFromTheSourcesWindow() {
    let source = HeadlessController(name: "source")
    let window = appKitWindow(content: source)
    let shown = HeadlessController(name: "shown")
    source.show(shown, sender: nil)
    #expect(shown.modalPresentationStyle == .window)
    #expect(shown.presentingController === window.rootController)
    #expect(window.events == [.presented("shown", by: "windowController", style: .window)])
  }

  @Test func showInsideANavigationControllerStillOpensAWindow() {
    // AppKit has no navigation controller: nothing a container does changes `show`.
    let source = HeadlessController(name: "source")
    let navigation = HeadlessNavigationController(name: "nav", root: source)
    let window = HeadlessWindow(rootController: navigation, platform: .appKit)
    source.show(HeadlessController(name: "shown"), sender: nil)
    #expect(navigation.viewControllers.map(\.name) == ["source"])
    #expect(window.events == [.presented("shown", by: "nav", style: .window)])
  }

  @Test func showDetailInAnExpandedSplitViewOpensAWindowToo() {
    let primary = HeadlessController(name: "primary")
    let split = HeadlessSplitController(
      name: "split", primary: primary, secondary: HeadlessController(name: "old"))
    let window = HeadlessWindow(rootController: split, platform: .appKit)
    primary.showDetail(HeadlessController(name: "detail"), sender: nil)
    #expect(split.secondary?.name == "old")
    #expect(window.events == [.presented("detail", by: "split", style: .window)])
  }

  @Test(arguments: [
    HeadlessPresentationStyle.sheet, .modalWindow, .popover, .window,
  ])
  func everyStyleShowsAsAskedInAnyWidth(style: HeadlessPresentationStyle) {
    let source = HeadlessController(name: "source")
    let window = appKitWindow(content: source)
    window.horizontalSizeClass = .compact
    let presented = HeadlessController(name: "presented")
    presented.modalPresentationStyle = style
    source.present(presented, animated: true)
    #expect(window.events == [.presented("presented", by: "windowController", style: style)])
  }

  @Test func aSecondSheetOnTheSameWindowIsRefused() {
    let source = HeadlessController(name: "source")
    let window = appKitWindow(content: source)
    let first = HeadlessController(name: "first")
    first.modalPresentationStyle = .sheet
    source.present(first, animated: true)
    let second = HeadlessController(name: "second")
    second.modalPresentationStyle = .sheet
    source.present(second, animated: true)
    #expect(
      window.events.last
        == .presentationRefused("second", by: "windowController", alreadyPresenting: "first"))
  }

  @Test func anUnwindFromASheetDismissesItBackToTheWindowsContent() throws {
    let library = HeadlessController(name: "library")
    let window = appKitWindow(content: library)
    var unwound: [String] = []
    library.addUnwindAction("unwindToLibrary:") { unwound.append($0.source.name) }
    let export = HeadlessController(name: "export")
    library.addSegue("Export", kind: .presentation(.sheet)) { export }
    try library.performSegue(withIdentifier: "Export", sender: nil)
    export.addUnwindSegue("Done", action: "unwindToLibrary:")
    try export.performSegue(withIdentifier: "Done", sender: nil)
    window.settle()
    #expect(unwound == ["export"])
    #expect(window.rootController.presentedController == nil)
    #expect(window.events.contains(.dismissed("export", by: "windowController")))
  }

  @Test func closingANewWindowDismissesIt() {
    let source = HeadlessController(name: "source")
    let window = appKitWindow(content: source)
    let shown = HeadlessController(name: "shown")
    source.show(shown, sender: nil)
    shown.dismiss(animated: true)
    window.settle()
    #expect(window.topPresentedController === window.rootController)
    #expect(window.events.last == .dismissed("shown", by: "windowController"))
  }
}
