import SegueTestSupport
import SourceIndex
import StoryboardKit
import Testing

/// A constant that two files declare with different values is ambiguous to the module, but not
/// to each file that declares it: an Objective-C `static` constant, or a Swift `private` one,
/// is its file's. suripu's generated `HEMMainStoryboard.m` and `HEMSettingsStoryboard.m` each
/// declare `static NSString *const _HEMsettings` ("settings", a cell's reuse identifier, and
/// "Settings", a storyboard's name): the opening of the Settings storyboard counted as one by
/// no literal, which made every storyboard the app copies one it may load, and the share
/// extension's storyboard it copies by mistake gave two false custom-class-not-found warnings.
@Suite struct FileScopedConstantTests {
  static let main = """
    static NSString *const _kSettings = @"settings";
    @implementation MainStoryboard
    + (NSString *)settingsReuseIdentifier { return _kSettings; }
    @end
    """
  static let settings = """
    static NSString *const _kSettings = @"Settings";
    @implementation SettingsStoryboard
    + (UIStoryboard *)storyboard { return [UIStoryboard storyboardWithName:_kSettings bundle:nil]; }
    @end
    """

  @Test func aFilesOwnStaticConstantIsTheOneItUses() {
    let index = SourceIndex(files: [("Main.m", Self.main), ("Settings.m", Self.settings)])
    #expect(
      index.literalUses.map { "\($0.path) \($0.kind):\($0.value):\($0.constant ?? "-")" } == [
        "Settings.m storyboardName:Settings:_kSettings"
      ])
    #expect(!index.codeOpenings.contains { $0.kind == .nonLiteralStoryboard })
  }

  @Test func swiftPrivateConstantsOfTwoFilesAreEachTheirFilesOwn() {
    let first = """
      private let storyboardName = "First"
      func first() { _ = UIStoryboard(name: storyboardName, bundle: nil) }
      """
    let second = """
      private let storyboardName = "Second"
      func second() { _ = UIStoryboard(name: storyboardName, bundle: nil) }
      """
    let index = SourceIndex(files: [("First.swift", first), ("Second.swift", second)])
    #expect(
      index.literalUses.map { "\($0.path) \($0.value)" } == [
        "First.swift First", "Second.swift Second",
      ])
  }

  @Test func aConstantDeclaredElsewhereTwiceStaysAmbiguous() {
    let use = "func go() { _ = UIStoryboard(name: sharedName, bundle: nil) }"
    let index = SourceIndex(files: [
      ("A.swift", "private let sharedName = \"A\""), ("B.swift", "private let sharedName = \"B\""),
      ("Use.swift", use),
    ])
    #expect(index.literalUses.isEmpty)
    #expect(index.codeOpenings.contains { $0.kind == .nonLiteralStoryboard })
  }
}
