import Foundation
import SegueTestSupport
import SourceIndex
import Testing

@Suite struct AppleClassesTests {
  /// The checked-in list is exactly the SDK's public classes, read again from its headers.
  @Test(
    .enabled(
      if: SharedData.runs(needing: FileManager.default.fileExists(atPath: AppleSDKClasses.archive)),
      "needs the iOS SDK in ../shared/sdk"))
  func theListIsTheSDKs() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let names = try AppleSDKClasses.read(unpackingInto: folder.path)
    #expect(names.count > 500, "The SDK's headers declare hundreds of classes.")
    for name in ["UIViewController", "UIView", "NSObject", "NSArray", "CALayer", "UIWindowScene"] {
      #expect(names.contains(name), "\(name) is a public class of the SDK.")
    }
    Snapshot.assertMatches(AppleSDKClasses.listSource(names), at: AppleSDKClasses.listFile)
  }

  @Test func headersAreReadAsTheCompilerReadsThem() {
    let header = """
      UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
      @interface UIView : UIResponder <NSCoding>
      @end
      @interface UIView (UIViewGeometry)
      @end
      @interface NSArray<__covariant ObjectType> : NSObject <NSCopying>
      @interface NSObject <NSObject> {
      /* For example: @interface MyClass : NSObject */
      // @interface Other : NSObject
      @interface NSProxy <NSObject>
      """
    #expect(
      AppleSDKClasses.interfaceNames(in: header) == ["UIView", "NSArray", "NSObject", "NSProxy"])
    #expect(
      AppleSDKClasses.objcNames(
        in: "@objc(_NSKeyValueObservation) public class NSKeyValueObservation {")
        == ["_NSKeyValueObservation"])
  }

  /// Apple's classes of every framework a storyboard may name are known, whether the SDK in
  /// ../shared holds the framework or not; a class merely named like Apple's is not.
  @Test(arguments: [
    "UITableViewController", "MKMapView", "WKWebView", "PDFView", "ARSCNView", "AVPlayerView",
    "AVPlayerViewController", "PKCanvasView", "MTKView", "SCNView", "SKView", "GLKView",
    "NSViewController", "NSWindowController", "NSTableView", "NSSplitViewController",
    "NSObject", "NSButton",
    // An iMessage extension's sticker views (Apple's IceCreamBuilder) and a SceneKit scene as a
    // storyboard object (Apple's Audio in ARKit).
    "MSStickerView", "MSStickerBrowserView", "MSMessagesAppViewController", "SCNScene", "SKScene",
  ])
  func knowsApplesClasses(_ name: String) {
    #expect(AppleClasses.contains(name))
  }

  @Test(arguments: ["SUUpdater", "MASShortcutView", "GADBannerView", "UIFancyButton", "NSBadge"])
  func knowsNoOtherClass(_ name: String) {
    #expect(!AppleClasses.contains(name))
  }
}
