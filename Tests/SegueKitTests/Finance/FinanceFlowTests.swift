import HeadlessNavigation
import SegueKit
import Testing

/// Replays Examples/Finance/Main.storyboard: the job list's three segues.
@MainActor
@Suite struct FinanceFlowTests {
  struct App {
    let window: HeadlessWindow
    let navigation: HeadlessNavigationController
    let jobList: JobListViewController
  }

  func launch(idiom: DeviceIdiom = .pad) throws -> App {
    let root = try StoryboardReplay.finance().instantiateInitialController()
    let navigation = try #require(root as? HeadlessNavigationController)
    let jobList = try #require(navigation.topController as? JobListViewController)
    let window = HeadlessWindow(rootController: navigation, idiom: idiom)
    return App(window: window, navigation: navigation, jobList: jobList)
  }

  @Test func showAllPaychecksPushesTheSelectedJob() throws {
    let app = try launch()
    app.jobList.selectedRow = 0
    try app.jobList.performSegue(.showAllPaychecks, sender: nil)
    #expect(
      app.navigation.viewControllers.map(\.name) == [
        "JobListViewController", "PaycheckListViewController",
      ])
    let list = try #require(app.navigation.topController as? PaycheckListViewController)
    #expect(list.job?.employer == "Acme Corporation")
    #expect(
      app.window.events == [
        .prepared(segue: "ShowAllPaychecks", destination: "PaycheckListViewController"),
        .pushed("PaycheckListViewController", onto: "Navigation(JobListViewController)"),
      ])
  }

  @Test(arguments: [
    (DeviceIdiom.pad, HeadlessPresentationStyle.currentContext), (.phone, .formSheet),
  ])
  func showJobEditorPresentsTheEditorCurrentContextOnPadOnly(
    idiom: DeviceIdiom, style: HeadlessPresentationStyle
  ) throws {
    let app = try launch(idiom: idiom)
    try app.jobList.performSegue(.showJobEditor, sender: nil)
    let presented = try #require(
      app.navigation.presentedController as? HeadlessNavigationController)
    let editor = try #require(presented.topController as? JobEditorViewController)
    #expect(editor.job == Job(employer: ""))
    #expect(presented.modalPresentationStyle == style)
    #expect(
      app.window.events.last
        == .presented(
          "Navigation(JobEditorViewController)", by: "Navigation(JobListViewController)",
          style: style))
  }

  @Test func showAddPaycheckHandsOverTheSelectedRow() throws {
    let app = try launch()
    app.jobList.selectedRow = 0
    try app.jobList.performSegue(.showAddPaycheck, sender: nil)
    let presented = try #require(
      app.navigation.presentedController as? HeadlessNavigationController)
    let editor = try #require(presented.topController as? AddPaycheckViewController)
    #expect(editor.jobIndex == 0)
  }

  @Test func aSegueToTheWrongTypeIsDescribed() throws {
    let app = try launch()
    let segue = try app.jobList.performSegue(.showJobEditor, sender: nil)
    let result = app.jobList.resolveDestination(of: segue, as: PaycheckListViewController.self)
    guard case .failure(let failure) = result else {
      Issue.record("the editor is not a paycheck list")
      return
    }
    #expect(
      failure.description
        == "JobListViewController's segue 'ShowJobEditor' leads to HeadlessNavigationController "
        + "with the stack [JobEditorViewController], not to the expected "
        + "PaycheckListViewController.")
  }

  @Test func anIdentifierTheControllerDoesNotKnowIsDescribed() throws {
    let app = try launch()
    let segue = HeadlessSegue(
      identifier: "ShowPayroll", source: app.jobList, destination: HeadlessController(),
      kind: .show)
    #expect(
      app.jobList.resolveSegueIdentifier(for: segue)
        == .failure(
          .unknownIdentifier(
            controllerType: "JobListViewController", received: "ShowPayroll",
            known: ["ShowJobEditor", "ShowAddPaycheck", "ShowAllPaychecks"])))
    #expect(app.jobList.segueIdentifierIfKnown(for: segue) == nil)
  }

  /// What `typedSegue(for:)` starts with: no identifier and an empty one are nil, a known one
  /// its case, an unknown one the failure the adapters trap with.
  @Test func aNamedIdentifierIsTypedAndAMissingOneIsNil() throws {
    let app = try launch()
    let segue = { (identifier: String?) in
      HeadlessSegue(
        identifier: identifier, source: app.jobList, destination: HeadlessController(),
        kind: .show)
    }
    #expect(app.jobList.resolveSegueIdentifierIfNamed(for: segue(nil)) == .success(nil))
    #expect(app.jobList.resolveSegueIdentifierIfNamed(for: segue("")) == .success(nil))
    #expect(app.jobList.segueIdentifierIfNamed(for: segue("ShowJobEditor")) == .showJobEditor)
    #expect(
      app.jobList.resolveSegueIdentifierIfNamed(for: segue("ShowPayroll"))
        == .failure(
          .unknownIdentifier(
            controllerType: "JobListViewController", received: "ShowPayroll",
            known: ["ShowJobEditor", "ShowAddPaycheck", "ShowAllPaychecks"])))
  }

  @Test func aSegueTheStoryboardDoesNotHaveFailsAsUIKitWould() throws {
    let app = try launch()
    #expect(
      throws: HeadlessNavigationError.noSegue(
        receiver: "JobListViewController", identifier: "ShowPayroll")
    ) {
      try app.jobList.performSegue(withIdentifier: "ShowPayroll", sender: nil)
    }
  }
}

/// The editors' Save and Cancel unwind segues back to the job list.
@MainActor
@Suite struct FinanceUnwindTests {
  let flow = FinanceFlowTests()

  @Test func savingTheJobEditorAddsTheJobAndDismissesTheEditor() throws {
    let app = try flow.launch()
    try app.jobList.performSegue(.showJobEditor, sender: nil)
    app.window.settle()
    let presented = try #require(
      app.navigation.presentedController as? HeadlessNavigationController)
    let editor = try #require(presented.topController as? JobEditorViewController)
    editor.nameText = "Initech"
    let before = app.window.events.count

    let segue = try editor.performSegue(.saveJob, sender: nil)
    #expect(segue.destination === app.jobList)
    #expect(app.jobList.jobs.map(\.employer) == ["Acme Corporation", "Initech"])
    app.window.settle()
    #expect(app.navigation.presentedController == nil)
    #expect(
      Array(app.window.events[before...]) == [
        .prepared(segue: "SaveJob", destination: "JobListViewController"),
        .dismissed(
          "Navigation(JobEditorViewController)", by: "Navigation(JobListViewController)"),
      ])
  }

  @Test func cancellingAddsNothing() throws {
    let app = try flow.launch()
    app.jobList.selectedRow = 0
    try app.jobList.performSegue(.showAddPaycheck, sender: nil)
    let presented = try #require(
      app.navigation.presentedController as? HeadlessNavigationController)
    let editor = try #require(presented.topController as? AddPaycheckViewController)
    editor.amountText = "1200"
    try editor.performSegue(.cancelPaycheck, sender: nil)
    app.window.settle()
    #expect(app.jobList.jobs == [Job(employer: "Acme Corporation")])
    #expect(app.navigation.presentedController == nil)
  }

  @Test func savingAPaycheckAddsItToTheSelectedJob() throws {
    let app = try flow.launch()
    app.jobList.selectedRow = 0
    try app.jobList.performSegue(.showAddPaycheck, sender: nil)
    let presented = try #require(
      app.navigation.presentedController as? HeadlessNavigationController)
    let editor = try #require(presented.topController as? AddPaycheckViewController)
    editor.amountText = "1200"
    try editor.performSegue(.savePaycheck, sender: nil)
    #expect(app.jobList.jobs == [Job(employer: "Acme Corporation", paychecks: [1200])])
  }

  @Test func anUnwindWithNoControllerToEndAtFails() throws {
    let lonely = JobEditorViewController()
    let window = HeadlessWindow(rootController: lonely)
    lonely.addUnwindSegue("SaveJob", action: "unwindToJobList:")
    #expect(
      throws: HeadlessNavigationError.noUnwindDestination(
        receiver: "JobEditorViewController", action: "unwindToJobList:")
    ) {
      try lonely.performSegue(.saveJob, sender: nil)
    }
    #expect(window.events.isEmpty)
  }
}
