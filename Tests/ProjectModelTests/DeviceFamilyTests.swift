import Testing

@testable import ProjectModel

/// Which devices a target runs on, as Xcode builds it from `TARGETED_DEVICE_FAMILY`.
@Suite struct DeviceFamilyTests {
  /// Family 6 is the Mac idiom of a Mac Catalyst build: without `SUPPORTS_MACCATALYST = YES`
  /// the target is not built for the Mac, and on a Mac it runs as an iPad app (OwnTracks'
  /// intents extension lists `1,2,6` with Mac Catalyst off).
  @Test func theMacIdiomNeedsMacCatalyst() {
    #expect(
      DeviceFamily.families(setting: "1,2,6", platform: .iOS, supportsMacCatalyst: false)
        == [.phone, .pad])
    #expect(
      DeviceFamily.families(setting: "1,2,6", platform: .iOS, supportsMacCatalyst: true)
        == [.phone, .pad, .mac])
    #expect(
      DeviceFamily.families(setting: "6", platform: .iOS, supportsMacCatalyst: false) == [.phone])
  }

  @Test func otherPlatformsRunTheirOwnDevice() {
    #expect(
      DeviceFamily.families(setting: "1,2", platform: .macOS, supportsMacCatalyst: false)
        == [.mac])
    #expect(
      DeviceFamily.families(setting: "3", platform: .tvOS, supportsMacCatalyst: true) == [.tv])
  }
}
