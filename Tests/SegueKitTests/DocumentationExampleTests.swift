// The example in HeadlessNavigation.docc, kept compiling and passing.

import HeadlessNavigation
import Testing

@MainActor @Test func theMenuPushesOntoTheDetail() throws {
  let detail = HeadlessController(name: "detail")
  let detailNavigation = HeadlessNavigationController(name: "detailNav", root: detail)
  let split = HeadlessSplitController(
    primary: HeadlessController(name: "master"), secondary: detailNavigation)
  let window = HeadlessWindow(rootController: split)

  let menu = HeadlessController(name: "menu")
  menu.addSegue("NewNote", kind: .pushDetail) { HeadlessController(name: "note") }
  detail.addSegue("ShowMenu", kind: .popoverPresentation) { menu }

  try detail.performSegue(withIdentifier: "ShowMenu", sender: nil)
  try menu.performSegue(withIdentifier: "NewNote", sender: nil)
  window.settle()

  #expect(detailNavigation.viewControllers.map(\.name) == ["detail", "note"])
}
