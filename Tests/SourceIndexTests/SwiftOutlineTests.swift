import SourceIndex
import Testing

@Suite struct SwiftOutlineTests {
  /// What the CI's typecheck compiles against the stubs: iOS, no custom conditions, exactly
  /// the modules given.
  private static var stubConditions: CompilationConditions {
    var conditions = CompilationConditions(
      platform: .iOS, activeConditions: [], importableModules: ["UIKit", "Foundation"],
      simulator: false)
    conditions.importsAreComplete = true
    conditions.macCatalyst = false
    return conditions
  }

  @Test func declarationRangesIncludeAttributesAndEndAtTheBody() {
    let text = """
      import UIKit

      @MainActor final class List<Item>: UITableViewController, Sortable {
        @IBSegueAction func makeDetail(_ coder: NSCoder) -> UIViewController? { nil }
        @IBAction func tapped(_ sender: Any) {}
        func helper() { if true {} }
      }
      typealias Row = List<Int>
      """
    let outline = SwiftOutline(text: text)
    let declarations = outline.topLevelDeclarations
    #expect(declarations.map(\.kind) == ["class", "typealias"])
    let list = declarations[0]
    #expect(outline.text(list.start..<list.nameEnd) == "@MainActor final class List<Item>")
    #expect(list.inherited == ["UITableViewController", "Sortable"])
    #expect(outline.text(list.start..<list.end).hasSuffix("if true {} }\n}"))
    #expect(
      list.actionMembers.map { outline.text($0) } == [
        "@IBSegueAction func makeDetail(_ coder: NSCoder) -> UIViewController? ",
        "@IBAction func tapped(_ sender: Any) ",
      ])
    #expect(outline.line(of: list.start) == 3)
    #expect(
      outline.text(declarations[1].start..<declarations[1].end) == "typealias Row = List<Int>")
  }

  @Test func extensionsKeepTheirQualifiedNameAndClassFuncDeclaresNothing() {
    let outline = SwiftOutline(
      text: "extension Outer.Inner {}\nclass func make() {}\nstruct `Type` {}\n")
    #expect(outline.topLevelDeclarations.map(\.name) == ["Outer.Inner", "Type"])
    #expect(outline.declaredTypes == ["Type"])
  }

  @Test func readsOnlyTheBranchesTheBuildCompiles() {
    let text = """
      #if canImport(SwiftUI)
      import SwiftUI
      #elseif DEBUG
      import DebugKit
      #elseif targetEnvironment(macCatalyst)
      import CatalystKit
      #else
      import UIKit
      #endif
      #if os(iOS)
      class Phone {}
      #elseif os(macOS)
      class Mac {}
      #endif
      """
    let outline = SwiftOutline(text: text, conditions: Self.stubConditions)
    #expect(outline.imports == ["UIKit"])
    #expect(outline.declaredTypes == ["Phone"])
  }

  @Test func spellsOSConditionsAsThePlatformReadsThemKeepingColumns() {
    let text = "#if os(iOS) || os(OSX)\nlet a = os(iOS)\n#endif\n"
    #expect(
      SwiftOutline.readAs(platform: .macOS, text)
        == "#if false   || true   \nlet a = os(iOS)\n#endif\n")
  }

  @Test func findsOutletsOfTheCompiledCodeOnly() {
    let text = "@IBOutlet var a: UIView!\n#if os(macOS)\n@IBOutlet var b: NSView!\n#endif\n"
    let outline = SwiftOutline(text: text, conditions: Self.stubConditions)
    #expect(outline.outletAttributes == [0..<9])
  }
}
