import StoryboardKit
import Testing

@testable import SourceIndex

/// A linked module's Swift interface the compiler would refuse: a warning at its file and line,
/// and its declarations still read as far as they go.
@Suite struct InterfaceWarningTests {
  private func index(_ text: String, path: String = "Kit.swiftinterface") -> SourceIndex {
    var index = SourceIndex()
    index.add(text: text, path: path)
    return index
  }

  @Test func anUnterminatedIfIsAWarningAtItsLineAndTheClassesBeforeItAreRead() {
    let read = index(
      "import UIKit\nopen class KitView: UIView {}\n#if os(iOS\nopen class Late {}\n")
    #expect(read.classes.contains("KitView"))
    #expect(
      read.warnings.map(\.xcodeDescription) == [
        "Kit.swiftinterface:3:1: warning: This '#if' has no '#endif': the file ends inside it, "
          + "and its lines are kept or left out as its condition says."
      ])
  }

  @Test func bytesThatAreNotUTF8AreAWarningAtTheirLine() {
    let text = String(
      decoding: Array("open class A {}\n".utf8) + [0xFF, 0xFE, 0x0A], as: UTF8.self)
    let read = index(text)
    #expect(read.classes.contains("A"))
    #expect(read.warnings.map(\.location?.line) == [2])
    #expect(read.warnings.first?.message.contains("not UTF-8") == true)
  }

  /// The app's own files are the compiler's to judge; only linked interfaces are checked.
  @Test func aSwiftFileOrAWellFormedInterfaceGivesNoWarning() {
    #expect(index("#if os(iOS\nclass A {}\n", path: "A.swift").warnings.isEmpty)
    #expect(index("#if os(iOS)\nopen class A {}\n#endif\n").warnings.isEmpty)
  }

  @Test func warningsSurviveTheMergeOfConcurrentParts() {
    var first = index("open class A {}\n")
    first.merge(index("#endif\n", path: "B.swiftinterface"))
    #expect(first.warnings.map(\.path) == ["B.swiftinterface"])
  }
}
