/// The public Objective-C classes of Apple's SDKs, which a storyboard may name with no module
/// (`customClass="MKMapView"`): UIKit and AppKit find them by name in the system frameworks,
/// so they are never a finding, whatever the sources declare.
///
/// Three lists, names only. ``iOSSDK`` is generated from the headers and Swift interfaces of
/// the real iPhoneOS 17.4 SDK in `../shared/sdk` (UIKit, Foundation, QuartzCore, Core Image and
/// the other frameworks it holds), and a test checks it against them. The SDK there lacks the
/// other frameworks whose views storyboards use (MapKit, WebKit, PDFKit, ARKit, AVKit, …):
/// ``otherFrameworks`` names their classes from Apple's documentation. No macOS SDK is at hand:
/// ``appKit`` holds the AppKit classes the project's `Stubs/AppKit` and docs know and the
/// well-known AppKit classes from Apple's documentation, with the macOS-only classes of other
/// frameworks (`AVPlayerView`, `IKImageView`, …).
package enum AppleClasses {
  /// Whether `name` is a public class of an Apple framework.
  package static func contains(_ name: String) -> Bool {
    iOSSDK.contains(name) || otherFrameworks.contains(name) || appKit.contains(name)
  }
}
