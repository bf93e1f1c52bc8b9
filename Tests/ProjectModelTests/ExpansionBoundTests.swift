import Foundation
import SegueTestSupport
import StoryboardKit
import Testing

@testable import ProjectModel

/// Settings whose expansion doubles at each level are cut at `SettingExpander.maximumLength`,
/// with a warning naming the setting, instead of taking all memory.
@Suite struct ExpansionBoundTests {
  @Test func doublingReferencesAreCutWithAWarning() throws {
    var lines = ["S0 = abcdefghij", "PRODUCT_NAME = $(S40)"]
    for level in 1...40 { lines.append("S\(level) = $(S\(level - 1))$(S\(level - 1))") }
    let directory = try FixtureCopy.make()
    defer { directory.remove() }
    let xcconfig = directory.path + "/Project/Config/Project.xcconfig"
    let written = try String(contentsOfFile: xcconfig, encoding: .utf8)
    try directory.write(
      written + lines.joined(separator: "\n") + "\n", to: "Project/Config/Project.xcconfig")
    let project = try Project.load(at: directory.path + "/Project")
    // The Generated target names no product, so its module is the project level's
    // PRODUCT_NAME; the other targets name theirs.
    let target = try #require(project.target(named: "Generated"))
    #expect(target.moduleName.utf8.count == SettingExpander.maximumLength)
    #expect(target.moduleName.hasPrefix("abcdefghijabcdefghij"))
    #expect(
      project.diagnostics.map(\.message) == [
        "The build setting 'PRODUCT_NAME' of target 'Generated' expands to more than 65536 "
          + "characters ('S13' is the first of 29 settings that do); it is cut there."
      ])
    #expect(project.target(named: "PhoneApp")?.moduleName == "Phone_App")
  }

  @Test func inheritedTwiceInEveryAssignmentIsCut() {
    var stack = SettingsStack()
    stack.assign("FLAGS", "-a")
    for _ in 0..<40 { stack.assign("FLAGS", "$(inherited) $(inherited)") }
    #expect(stack.values["FLAGS"]?.utf8.count ?? 0 <= SettingExpander.maximumLength)
    #expect(stack.oversized == ["FLAGS"])
  }

  /// The fuzzer's finding: literal text after the last reference went past the bound.
  @Test func textAfterTheLastReferenceIsCutToo() {
    let half = String(repeating: "a", count: SettingExpander.maximumLength - 2)
    var expander = SettingExpander(settings: ["A": half, "B": "$(A)xyzw"])
    #expect(expander.value("B")?.utf8.count == SettingExpander.maximumLength)
    #expect(expander.oversized == ["B"])
  }

  /// The fuzzer's second finding: a cut through a character decoded as U+FFFD, 3 bytes, and
  /// went 2 bytes past the bound; the cut now falls before the character.
  @Test func aCutNeverSplitsACharacter() {
    let half = String(repeating: "a", count: SettingExpander.maximumLength - 1)
    var expander = SettingExpander(settings: ["A": half, "B": "$(A)éé"])
    let value = expander.value("B") ?? ""
    #expect(value.utf8.count == SettingExpander.maximumLength - 1)
    #expect(value == half)
    #expect(!value.contains("\u{FFFD}"))
  }

  @Test func anOrdinaryValueIsNotCut() {
    var expander = SettingExpander(settings: ["A": "x", "B": "$(A)$(A)"])
    #expect(expander.value("B") == "xx")
    #expect(expander.oversized == [])
  }
}
