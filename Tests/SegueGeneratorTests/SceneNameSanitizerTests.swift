import Testing

@testable import SegueGenerator

@Suite struct SceneNameSanitizerTests {
  private func enumNames(_ names: [String], classNames: Set<String> = []) -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: SceneNameSanitizer.enumNames(for: names, classNames: classNames).map {
        ($0.name, $0.enumName)
      })
  }

  private func propertyNames(_ identifiers: [String]) -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: SceneNameSanitizer.propertyNames(for: identifiers).map {
        ($0.identifier, $0.propertyName)
      })
  }

  @Test(arguments: [
    ("Main", "Main"), ("Main-iPad", "MainIPad"), ("main", "Main"), ("2FA", "_2FA"),
    ("on boarding", "OnBoarding"), ("!!!", "Storyboard"), ("Bundle", "BundleStoryboard"),
    ("StoryboardScene", "StoryboardSceneStoryboard"), ("UIKit", "UIKitStoryboard"),
    ("self", "SelfStoryboard"), ("any", "AnyStoryboard"), ("Type", "TypeStoryboard"),
  ])
  func storyboardNamesBecomeTypeNames(_ name: String, _ expected: String) {
    #expect(enumNames([name])[name] == expected)
  }

  @Test func anEnumDoesNotTakeTheNameOfAClassItsScenesName() {
    let names = enumNames(["Settings", "Profile"], classNames: ["Settings", "Profiles"])
    #expect(names == ["Settings": "SettingsStoryboard", "Profile": "Profile"])
  }

  @Test func clashingStoryboardNamesAreNumberedWhateverTheirOrder() {
    let forward = enumNames(["Main-iPad", "MainIPad", "Main_iPad"])
    #expect(
      forward == ["MainIPad": "MainIPad", "Main-iPad": "MainIPad_2", "Main_iPad": "MainIPad_3"])
    #expect(enumNames(["Main_iPad", "MainIPad", "Main-iPad"]) == forward)
    // A reserved name with its suffix is taken before the numbers start.
    #expect(
      enumNames(["Bundle", "BundleStoryboard"]) == [
        "BundleStoryboard": "BundleStoryboard", "Bundle": "BundleStoryboard_2",
      ])
  }

  @Test(arguments: [
    ("JobEditor", "jobEditor"), ("Job Editor", "jobEditor"), ("URLRequest", "urlRequest"),
    ("2FA", "_2FA"), ("default", "default"), ("bundle", "bundleScene"),
    ("storyboardName", "storyboardNameScene"), ("initialScene", "initialSceneScene"),
    ("self", "selfScene"), ("init", "initScene"), ("Type", "type"), ("🚀", "scene"),
  ])
  func identifiersBecomePropertyNames(_ identifier: String, _ expected: String) {
    #expect(propertyNames([identifier])[identifier] == expected)
  }

  @Test func identifiersWithOtherCharactersForTheSameTextAreTwoProperties() {
    let precomposed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    let names = SceneNameSanitizer.propertyNames(for: [precomposed, decomposed])
    #expect(names.count == 2)
    #expect(Set(names.map(\.propertyName)).count == 2)
  }
}
