// Compiled by both apps: what each platform's build sees differs.
#if os(iOS)
  import UIKit

  /// Only the iOS build declares it.
  final class PhoneOnlyViewController: UIViewController {}
#elseif os(macOS)
  import AppKit

  /// Only the macOS build declares it.
  final class MacOnlyViewController: NSViewController {}
#endif
