import HeadlessNavigation
import SegueKit
import Testing

/// tvOS's rules in the headless model: UIKit's, without popovers, form sheets or page sheets.
@MainActor
@Suite struct HeadlessTVTests {
  @Test(arguments: [
    (HeadlessPresentationStyle.popover, HeadlessPresentationStyle.fullScreen),
    (.formSheet, .fullScreen), (.pageSheet, .fullScreen), (.overFullScreen, .overFullScreen),
    (.automatic, .automatic),
  ])
  func stylesTVOSLacksShowFullScreen(
    asked: HeadlessPresentationStyle, shown: HeadlessPresentationStyle
  ) {
    let source = HeadlessController(name: "source")
    let window = HeadlessWindow(rootController: source, platform: .tvOS)
    let presented = HeadlessController(name: "presented")
    presented.modalPresentationStyle = asked
    source.present(presented, animated: true)
    #expect(window.events == [.presented("presented", by: "source", style: shown)])
  }

  @Test func showStillPushesInANavigationController() {
    let source = HeadlessController(name: "source")
    let navigation = HeadlessNavigationController(name: "nav", root: source)
    let window = HeadlessWindow(rootController: navigation, platform: .tvOS)
    source.show(HeadlessController(name: "shown"), sender: nil)
    #expect(window.events == [.pushed("shown", onto: "nav")])
  }

  @Test func onlyAppKitShowOpensAWindow() {
    #expect(HeadlessPlatform.allCases.filter(\.showOpensWindow) == [.appKit])
  }
}
