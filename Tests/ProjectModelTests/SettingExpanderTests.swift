import Testing

@testable import ProjectModel

/// Build-setting references expanded as Xcode expands them.
@Suite struct SettingExpanderTests {
  private func expand(_ text: String, _ settings: [String: String]) -> String {
    var expander = SettingExpander(settings: settings)
    return expander.expand(text)
  }

  @Test func bothSpellingsNestedNamesAndUnsetOnes() {
    let settings = ["A": "one", "B": "$(A)-${A}", "KIND": "A", "SRCROOT": "/p"]
    #expect(expand("$(B)", settings) == "one-one")
    #expect(expand("$($(KIND))", settings) == "one")
    #expect(expand("$(SRCROOT)/$(UNSET)x", settings) == "/p/x")
    #expect(expand("$5 and $(A", settings) == "$5 and $(A")
  }

  /// `$NAME` without brackets ends at the first character a name cannot hold (Threema's
  /// `SWIFT_OBJC_BRIDGING_HEADER = "$PROJECT_DIR/Threema/Threema-Bridging-Header.h"`).
  @Test func aNameWithoutBracketsIsExpandedToo() {
    let settings = ["PROJECT_DIR": "/p", "A_1": "x"]
    #expect(expand("$PROJECT_DIR/App/Bridging.h", settings) == "/p/App/Bridging.h")
    #expect(expand("$A_1.$UNSET-$", settings) == "x.-$")
  }

  @Test(arguments: [
    ("$(N:c99extidentifier)", "My_App_2_0"),
    ("$(N:rfc1034identifier)", "My-App-2.0"),
    ("$(N:lower)", "my app 2.0"),
    ("$(D:c99extidentifier)", "_9Lives"),
    ("$(P:base)", "Info"),
    ("$(P:dir)", "a/b"),
    ("$(P:file)", "Info.plist"),
    ("$(UNSET:default=Fallback)", "Fallback"),
  ])
  func modifiers(text: String, expected: String) {
    #expect(expand(text, ["N": "My App 2.0", "D": "9Lives", "P": "a/b/Info.plist"]) == expected)
  }

  @Test func aCycleIsRecordedAndExpandsToNothing() {
    var expander = SettingExpander(settings: ["A": "x$(B)", "B": "$(A)y", "SELF": "$(SELF) z"])
    #expect(expander.value("A") == "xy")
    #expect(expander.value("SELF") == " z")
    #expect(expander.selfReferences == ["A", "SELF"])
  }

  @Test func conditionalSettingsApplyWhenTheyHold() {
    var stack = SettingsStack(
      condition: SettingCondition(sdk: "iphoneos", configuration: "Release"))
    stack.assign("FAMILY", "1")
    stack.assign("FAMILY[sdk=iphoneos*]", "$(inherited),2")
    stack.assign("FAMILY[sdk=macosx*]", "6")
    stack.assign("FLAGS[config=Debug][sdk=*]", "DEBUG")
    stack.assign("FLAGS[config=Rel*][arch=*]", "RELEASE")
    stack.assign("OTHER[variant=profile]", "never")
    #expect(stack.values == ["FAMILY": "1,2", "FLAGS": "RELEASE"])
  }

  /// Facebook's XCFrameworkSPMIntegration sample: `OTHER_LDFLAGS[arch=*] = ($(OTHER_LDFLAGS),
  /// -ObjC)` adds to the value without the condition; it was read as a cycle, and warned of.
  @Test func aConditionalValueNamingItsBaseNameExtendsIt() {
    var stack = SettingsStack(
      condition: SettingCondition(sdk: "iphoneos", configuration: "Release"))
    stack.assign("OTHER_LDFLAGS", "-lz")
    stack.assign("OTHER_LDFLAGS[arch=*]", "$(OTHER_LDFLAGS) -ObjC")
    #expect(stack.values == ["OTHER_LDFLAGS": "-lz -ObjC"])
    var expander = SettingExpander(settings: stack.values)
    #expect(expander.value("OTHER_LDFLAGS") == "-lz -ObjC")
    #expect(expander.selfReferences.isEmpty)
  }

  /// xDrip's watch app sets `MAIN_APP_BUNDLE_IDENTIFIER = "$(MAIN_APP_BUNDLE_IDENTIFIER)"` over
  /// the value of its xcconfig: Xcode reads the level below, as for `$(inherited)`. It was
  /// warned of as a setting that references itself, and read as empty.
  @Test func aValueNamingItsOwnSettingTakesTheLevelBelow() {
    var stack = SettingsStack()
    stack.assign("ID", "com.$(TEAM).app")
    stack.assign("ID", "$(ID)")
    stack.assign("FLAGS", "-a")
    stack.assign("FLAGS", "${FLAGS} -b")
    stack.assign("FLAGS", "$FLAGS -c $FLAGS_MORE")
    stack.assign("FIRST", "$(FIRST) alone")
    #expect(
      stack.values == [
        "ID": "com.$(TEAM).app", "FLAGS": "-a -b -c $FLAGS_MORE", "FIRST": "alone",
      ])
    var expander = SettingExpander(settings: stack.values.merging(["TEAM": "T1"]) { $1 })
    #expect(expander.value("ID") == "com.T1.app")
    #expect(expander.selfReferences.isEmpty)
  }

  @Test func inheritedStandsForTheEarlierLevel() {
    var stack = SettingsStack()
    stack.assign("C", "ONE")
    stack.assign("C", "$(inherited) TWO")
    stack.assign("C", "${inherited} THREE")
    stack.assign("C[sdk=iphoneos*]", "IGNORED")
    #expect(stack.values == ["C": "ONE TWO THREE"])
  }
}
