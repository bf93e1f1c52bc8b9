import AppKit

@main
final class AppDelegate: NSObject, NSApplicationDelegate {}

final class MacViewController: NSViewController {}
