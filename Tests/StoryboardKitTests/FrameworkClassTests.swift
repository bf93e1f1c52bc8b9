import StoryboardKit
import Testing

@Suite struct FrameworkClassTests {
  @Test(arguments: [
    ("tableViewController", Platform.iOS, "UIKit", "UITableViewController"),
    ("navigationController", .iOS, "UIKit", "UINavigationController"),
    ("pageViewController", .iOS, "UIKit", "UIPageViewController"),
    ("avPlayerViewController", .iOS, "AVKit", "AVPlayerViewController"),
    ("glkViewController", .iOS, "GLKit", "GLKViewController"),
    ("lookAroundViewController", .iOS, "MapKit", "MKLookAroundViewController"),
    ("collectionViewController", .tvOS, "UIKit", "UICollectionViewController"),
    ("windowController", .macOS, "AppKit", "NSWindowController"),
    ("pagecontroller", .macOS, "AppKit", "NSPageController"),
    ("collectionViewItem", .macOS, "AppKit", "NSCollectionViewItem"),
    ("application", .macOS, "AppKit", "NSApplication"),
    ("controller", .watchOS, "WatchKit", "WKInterfaceController"),
  ])
  func anElementHasItsPlatformsClass(
    _ element: String, _ platform: Platform, _ module: String, _ name: String
  ) {
    #expect(
      FrameworkClass(element: element, platform: platform)
        == FrameworkClass(module: module, name: name))
  }

  @Test func theHostingControllersAreSwiftUIsGenericClassesExceptOnWatchOS() {
    let uiKit = FrameworkClass(element: "hostingController", platform: .iOS)
    let appKit = FrameworkClass(element: "hostingController", platform: .macOS)
    let watchKit = FrameworkClass(element: "hostingController", platform: .watchOS)
    #expect(
      uiKit == FrameworkClass(module: "SwiftUI", name: "UIHostingController", isGeneric: true))
    #expect(appKit?.name == "NSHostingController")
    #expect(appKit?.isGeneric == true)
    #expect(
      watchKit == FrameworkClass(module: "WatchKit", name: "WKHostingController", isGeneric: true))
  }

  @Test(arguments: [
    ("viewController", Platform.iOS, "UIViewController"),
    ("viewController", .macOS, "NSViewController"),
    // Each platform's page controller, whichever spelling the file has (ControllerKind's `.page`).
    ("pagecontroller", .iOS, "UIPageViewController"),
    ("pageViewController", .macOS, "NSPageController"),
  ])
  func theSameElementIsEachPlatformsOwnClass(
    _ element: String, _ platform: Platform, _ name: String
  ) {
    #expect(FrameworkClass(element: element, platform: platform)?.name == name)
  }

  @Test func anElementOfAnotherPlatformOrUnknownHasNoClass() {
    #expect(FrameworkClass(element: "windowController", platform: .iOS) == nil)
    #expect(FrameworkClass(element: "tableViewController", platform: .macOS) == nil)
    #expect(FrameworkClass(element: "viewController", platform: .watchOS) == nil)
    #expect(FrameworkClass(element: "notificationController", platform: .watchOS) == nil)
    #expect(FrameworkClass(element: "viewControllerPlaceholder", platform: .iOS) == nil)
    #expect(FrameworkClass(element: "madeUpController", platform: .iOS) == nil)
    #expect(FrameworkClass(element: "viewController", platform: .unknown("Vision")) == nil)
  }
}
