import Foundation

/// The SDK's `window` requirement is an Objective-C `optional` one, which Linux cannot state, so
/// it is left out (less than the SDK, never more).
@preconcurrency @MainActor public protocol UIApplicationDelegate: NSObjectProtocol {}

extension UIApplicationDelegate {
  /// What `@main` on an app delegate calls; the SDK's overlay starts `UIApplicationMain` here.
  public static func main() {}
}
