import Foundation
import SegueTestSupport
import Testing

@testable import SegueCI

@Suite struct DeclarationCutTests {
  @Test func keepsTheNamedClassesSignaturesAndMakesUpWhatNothingDeclares() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let detail = try folder.write(
      """
      import UIKit
      import Charts

      @objc(Detail) final class DetailViewController: BaseViewController, UITableViewDelegate {
        @IBSegueAction func makeChart(_ coder: NSCoder) -> ChartViewController? { nil }
        func other() { print("left out") }
      }
      """, to: "App/Detail.swift")
    try folder.write(
      "import UIKit\nclass ChartViewController: UIViewController { var x = 1 }\nclass Unused {}\n",
      to: "App/Chart.swift")
    try folder.write("open class UIViewController {}\n", to: "Stubs/UIKit/UIKit.swift")
    try folder.write("class DetailViewController: UIViewController {}\n", to: "stand-ins/app.swift")
    let generated = try folder.write(
      "import SegueKit\nextension DetailViewController: SegueHandler {}\n", to: "Segues.swift")
    var command = PrepareCommand(
      out: folder.path + "/out", variant: .uikit, module: "App", generated: generated)
    command.declarationsOnly = true
    command.standIns = folder.path + "/stand-ins"
    command.stubs = folder.path + "/Stubs"
    command.roots = [folder.path + "/App"]
    try command.run()

    let app = try String(contentsOfFile: folder.path + "/out/app.txt", encoding: .utf8)
      .split(separator: "\n").map(String.init)
    #expect(app.count == 2)
    let copy = try String(contentsOfFile: app[1], encoding: .utf8)
    #expect(
      copy == """
        #sourceLocation(file: "\(detail)", line: 1)
        import StandIns
        import UIKit

        #sourceLocation(file: "\(detail)", line: 4)
        final class DetailViewController: BaseViewController {
        #sourceLocation(file: "\(detail)", line: 5)
          @IBSegueAction func makeChart(_ coder: NSCoder) -> ChartViewController? { fatalError("declaration only") }
        }

        """)
    let standIns = try String(
      contentsOfFile: folder.path + "/out/stand-ins/StandIns.swift", encoding: .utf8)
    #expect(standIns.contains("open class BaseViewController: UIViewController {}"))
    let notes = try String(contentsOfFile: folder.path + "/out/notes.txt", encoding: .utf8)
    #expect(notes.contains("kept 2 declaration(s) from 2 of 2 file(s)"))
    #expect(
      notes.contains("dropped imports of modules outside the sources and the stubs: Charts (1)"))
  }
}
