import Testing

@testable import StoryboardKit

/// Where segues sit and what they carry; platforms whose scenes differ.
struct SceneFixtureTests {
  @Test func everySegueInASceneHasTheScenesControllerAsItsSource() throws {
    let document = try Fixture.parse("Triggers.storyboard")
    let list = try #require(document.scenes.first)
    #expect(list.controller?.id == "list")
    #expect(
      list.segues.map(\.id) == [
        "seg-tap", "seg-button", "seg-select", "seg-accessory", "seg-bar", "seg-manual",
      ])
    #expect(list.segues.allSatisfy { $0.sourceControllerID == "list" })
    #expect(
      list.segues.map(\.trigger.element) == [
        "tapGestureRecognizer", "button", "tableViewCell", "tableViewCell", "barButtonItem",
        "tableViewController",
      ])
    #expect(list.segues.map(\.isManual) == [false, false, false, false, false, true])
    #expect(
      list.exits == [
        ExitPlaceholder(
          id: "exit-list", userLabel: "Exit", location: TextLocation(line: 48, column: 17))
      ])
  }

  @Test func aGestureRecognizerBeforeTheControllerIsLocated() throws {
    let segue = try #require(try Fixture.parse("Triggers.storyboard").segues.first)
    #expect(
      segue.trigger
        == SegueTrigger(
          element: "tapGestureRecognizer", id: "tap", location: TextLocation(line: 7, column: 17))
    )
    #expect(segue.location == TextLocation(line: 9, column: 25))
    #expect(segue.kind == .presentation)
    #expect(
      segue.details
        == SegueDetails(
          modalPresentationStyle: "formSheet", modalTransitionStyle: "crossDissolve",
          animates: false))
  }

  @Test func cellAccessoryAndSelectionSeguesDiffer() throws {
    let segues = try Fixture.parse("Triggers.storyboard").segues
    let select = try #require(segues.first { $0.id == "seg-select" })
    let accessory = try #require(segues.first { $0.id == "seg-accessory" })
    #expect(select.details.trigger == nil)
    #expect(select.details.destinationCreationSelector == "makeDetail:")
    #expect(accessory.details.trigger == "accessoryAction")
    #expect(accessory.trigger.id == "cell")
  }

  @Test func aBarButtonItemSegueKeepsEveryAttribute() throws {
    let segues = try Fixture.parse("Triggers.storyboard").segues
    let bar = try #require(segues.first { $0.id == "seg-bar" })
    #expect(bar.kind == .popoverPresentation)
    #expect(bar.identifier == "Add")
    #expect(bar.destination == "detail")
    #expect(bar.customClass == "FadeSegue")
    #expect(bar.customModule == "Transitions")
    #expect(bar.customModuleProvider == "target")
    #expect(bar.details.popoverAnchorBarButtonItem == "add-item")
    #expect(bar.details.action == "showDetailViewController:sender:")
    #expect(bar.trigger.element == "barButtonItem")
    let manual = try #require(segues.first { $0.id == "seg-manual" })
    #expect(manual.identifier == "")
    #expect(manual.usableIdentifier == nil)
  }

  @Test func containerUnwindAndUnknownKindsAreKept() throws {
    let detail = try #require(try Fixture.parse("Triggers.storyboard").scenes.last)
    #expect(detail.segues.map(\.kind) == [.embed, .unwind, .unknown("teleport")])
    #expect(detail.segues.map(\.trigger.element) == ["containerView", "button", "button"])
    #expect(detail.segues[1].details.unwindAction == "unwindToList:")
    #expect(detail.segues[1].destination == "exit-detail")
    #expect(detail.exits.map(\.id) == ["exit-detail"])
    #expect(detail.exits.first?.userLabel == nil)
  }

  @Test func watchOSControllersAreTheScenesFirstObjects() throws {
    let document = try Fixture.parse("WatchOS.storyboard")
    #expect(document.platform == .watchOS)
    #expect(
      document.controllers.map(\.element) == [
        "controller", "controller", "glanceController", "notificationController", "controller",
      ])
    let main = try #require(document.initialController)
    #expect(main.storyboardIdentifier == "Main")
    #expect(main.customModule == "App_WatchKit_Extension")
    #expect(document.segues.map(\.sourceControllerID) == ["main", "main", "static"])
    #expect(document.segues.last?.relationship == "dynamicNotificationInterface")
  }

  @Test func macOSScenesIncludeTheApplicationAndReferences() throws {
    let document = try Fixture.parse("MacOS.storyboard")
    #expect(document.platform == .macOS)
    #expect(document.controllers.map(\.kind) == [.application, .window, .view, .reference])
    #expect(document.initialController?.element == "windowController")
    let menu = try #require(document.segues.first)
    #expect(menu.trigger.element == "menuItem")
    #expect(menu.sourceControllerID == "app")
    let popover = try #require(document.segues.first { $0.id == "seg-popover" })
    #expect(popover.details.popoverBehavior == "t")
    #expect(popover.details.preferredEdge == "maxY")
    #expect(popover.details.popoverAnchorView == "sheet-button")
    #expect(document.segues.first { $0.id == "seg-sheet" }?.kind == .sheet)
    #expect(document.controller(withID: "prefs-ref")?.reference?.storyboardName == "Preferences")
  }
}
