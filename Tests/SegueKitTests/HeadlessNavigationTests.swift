import HeadlessNavigation
import SegueKit
import Testing

/// UIKit's documented behaviour, as the headless model reproduces it.
@MainActor
@Suite struct HeadlessNavigationTests {
  @Test func showOutsideANavigationControllerPresentsModally() {
    let source = HeadlessController(name: "source")
    let window = HeadlessWindow(rootController: source)
    let shown = HeadlessController(name: "shown")
    source.show(shown, sender: nil)
    #expect(source.presentedController === shown)
    #expect(shown.presentingController === source)
    #expect(window.events == [.presented("shown", by: "source", style: .automatic)])
  }

  @Test func showInsideANavigationControllerPushes() {
    let source = HeadlessController(name: "source")
    let navigation = HeadlessNavigationController(name: "nav", root: source)
    let window = HeadlessWindow(rootController: navigation)
    source.show(HeadlessController(name: "shown"), sender: nil)
    #expect(navigation.viewControllers.map(\.name) == ["source", "shown"])
    #expect(window.events == [.pushed("shown", onto: "nav")])
  }

  @Test(arguments: [HeadlessSizeClass.regular, .compact])
  func showDetailReplacesTheDetailOrBecomesShowWhenCollapsed(sizeClass: HeadlessSizeClass) {
    let master = HeadlessController(name: "master")
    let primary = HeadlessNavigationController(name: "primary", root: master)
    let split = HeadlessSplitController(
      name: "split", primary: primary, secondary: HeadlessController(name: "old"))
    let window = HeadlessWindow(rootController: split, horizontalSizeClass: sizeClass)
    master.showDetail(HeadlessController(name: "detail"), sender: nil)
    switch sizeClass {
    case .regular:
      #expect(split.isCollapsed == false)
      #expect(split.secondary?.name == "detail")
      #expect(window.events == [.showedDetail("detail", in: "split")])
    case .compact:
      #expect(split.isCollapsed)
      #expect(primary.viewControllers.map(\.name) == ["master", "detail"])
      #expect(window.events == [.pushed("detail", onto: "primary")])
    }
  }

  @Test func showDetailOutsideASplitViewPresentsModally() {
    let source = HeadlessController(name: "source")
    let navigation = HeadlessNavigationController(name: "nav", root: source)
    let window = HeadlessWindow(rootController: navigation)
    source.showDetail(HeadlessController(name: "detail"), sender: nil)
    #expect(window.events == [.presented("detail", by: "nav", style: .automatic)])
  }

  @Test(arguments: [
    (HeadlessSizeClass.regular, HeadlessPresentationStyle.popover), (.compact, .formSheet),
  ])
  func aPopoverAdaptsToASheetInCompactWidth(
    sizeClass: HeadlessSizeClass, shownStyle: HeadlessPresentationStyle
  ) {
    let source = HeadlessController(name: "source")
    let window = HeadlessWindow(rootController: source, horizontalSizeClass: sizeClass)
    let popover = HeadlessController(name: "popover")
    popover.modalPresentationStyle = .popover
    source.present(popover, animated: true)
    #expect(popover.isPresentedAsPopover)
    #expect(window.events == [.presented("popover", by: "source", style: shownStyle)])
  }

  @Test func dismissFromInsideAPresentationDismissesItOnceWhenTheTransitionEnds() {
    let root = HeadlessController(name: "root")
    let window = HeadlessWindow(rootController: root)
    let inner = HeadlessController(name: "inner")
    let presented = HeadlessNavigationController(name: "presented", root: inner)
    root.present(presented, animated: true)
    var completions = 0
    inner.dismiss(animated: true) { completions += 1 }
    inner.dismiss(animated: true) { completions += 1 }
    #expect(root.presentedController === presented, "still on screen until the animation ends")
    window.settle()
    #expect(root.presentedController == nil)
    #expect(presented.presentingController == nil)
    #expect(completions == 1)
    #expect(
      window.events == [
        .presented("presented", by: "root", style: .automatic),
        .dismissed("presented", by: "root"),
      ])
  }

  @Test func dismissingAPresentationDismissesWhatItPresentedToo() {
    let root = HeadlessController(name: "root")
    let window = HeadlessWindow(rootController: root)
    let first = HeadlessController(name: "first")
    let second = HeadlessController(name: "second")
    root.present(first, animated: true)
    first.present(second, animated: true)
    root.dismiss(animated: true)
    window.settle()
    #expect(root.presentedController == nil)
    #expect(first.presentedController == nil)
    #expect(second.presentingController == nil)
    #expect(window.topPresentedController === root)
  }

  @Test func aContextAlreadyPresentingRefuses() {
    let root = HeadlessController(name: "root")
    let window = HeadlessWindow(rootController: root)
    root.present(HeadlessController(name: "first"), animated: true)
    root.present(HeadlessController(name: "second"), animated: true)
    #expect(root.presentedController?.name == "first")
    #expect(
      window.events.last
        == .presentationRefused("second", by: "root", alreadyPresenting: "first"))
  }

  @Test func currentContextPresentsFromTheControllerDefiningTheContext() {
    let detail = HeadlessController(name: "detail")
    detail.definesPresentationContext = true
    let split = HeadlessSplitController(
      name: "split", primary: HeadlessController(name: "master"), secondary: detail)
    let window = HeadlessWindow(rootController: split)
    let sheet = HeadlessController(name: "sheet")
    sheet.modalPresentationStyle = .currentContext
    detail.present(sheet, animated: true)
    #expect(sheet.presentingController === detail)
    #expect(window.events == [.presented("sheet", by: "detail", style: .currentContext)])
  }

  @Test func performingAnUnknownSegueFailsWithUIKitsMessage() {
    let source = HeadlessController(name: "source")
    #expect(
      throws: HeadlessNavigationError.noSegue(receiver: "HeadlessController", identifier: "Nope")
    ) {
      try source.performSegue(withIdentifier: "Nope", sender: nil)
    }
    #expect(
      HeadlessNavigationError.noSegue(receiver: "HeadlessController", identifier: "Nope")
        .description == "Receiver (HeadlessController) has no segue with identifier 'Nope'")
  }

  @Test func triggeredSeguesAskShouldPerformButCodeDoesNot() throws {
    final class Refusing: HeadlessController {
      override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        false
      }
    }
    let source = Refusing(name: "source")
    let window = HeadlessWindow(rootController: source)
    source.addSegue("Go", kind: .presentation(.formSheet)) { HeadlessController(name: "next") }
    #expect(try source.triggerSegue(withIdentifier: "Go", sender: nil) == nil)
    #expect(window.events.isEmpty)
    try source.performSegue(withIdentifier: "Go", sender: nil)
    #expect(
      window.events == [
        .prepared(segue: "Go", destination: "next"),
        .presented("next", by: "source", style: .formSheet),
      ])
  }
}

/// Unwind segues: the search for the destination and the transition back.
@MainActor
@Suite struct HeadlessUnwindTests {
  @Test func unwindingPopsTheStackBackToTheControllerWithTheAction() throws {
    let list = HeadlessController(name: "list")
    var unwound: [String] = []
    list.addUnwindAction("unwindToList:") { unwound.append($0.source.name) }
    let navigation = HeadlessNavigationController(name: "nav", root: list)
    let window = HeadlessWindow(rootController: navigation)
    let middle = HeadlessController(name: "middle")
    let leaf = HeadlessController(name: "leaf")
    navigation.push(middle, animated: false)
    navigation.push(leaf, animated: false)
    leaf.addUnwindSegue("Done", action: "unwindToList:")

    let segue = try leaf.performSegue(withIdentifier: "Done", sender: nil)
    #expect(segue.destination === list)
    #expect(unwound == ["leaf"])
    #expect(navigation.viewControllers.map(\.name) == ["list"])
    #expect(
      Array(window.events.suffix(3)) == [
        .prepared(segue: "Done", destination: "list"),
        .popped("leaf", from: "nav"), .popped("middle", from: "nav"),
      ])
  }

  @Test func theNearestControllerInTheStackWins() throws {
    let first = HeadlessController(name: "first")
    let second = HeadlessController(name: "second")
    for controller in [first, second] {
      controller.addUnwindAction("back:") { _ in }
    }
    let navigation = HeadlessNavigationController(name: "nav", root: first)
    let window = HeadlessWindow(rootController: navigation)
    navigation.push(second, animated: false)
    let leaf = HeadlessController(name: "leaf")
    navigation.push(leaf, animated: false)
    leaf.addUnwindSegue("Back", action: "back:")
    #expect(try leaf.performSegue(withIdentifier: "Back", sender: nil).destination === second)
    #expect(window.events.last == .popped("leaf", from: "nav"))
  }
}
