import StoryboardKit
import Testing

@Suite struct PlatformTests {
  @Test(arguments: [
    ("iOS.CocoaTouch", Platform.iOS), ("iOS.CocoaTouch.iPad", .iOS), ("AppleTV", .tvOS),
    ("watchKit", .watchOS), ("MacOSX.Cocoa", .macOS),
  ])
  func targetRuntimeIsMatchedByPrefix(_ runtime: String, _ expected: Platform) {
    #expect(Platform(targetRuntime: runtime, documentType: nil) == expected)
  }

  @Test func withoutARuntimeTheDocumentTypeDecides() {
    let mac = "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB"
    let touch = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    #expect(Platform(targetRuntime: nil, documentType: mac) == .macOS)
    #expect(Platform(targetRuntime: nil, documentType: touch) == .iOS)
    #expect(Platform(targetRuntime: "Vision", documentType: "other") == .unknown("Vision"))
    #expect(Platform(targetRuntime: nil, documentType: nil).description == "unknown")
  }
}
