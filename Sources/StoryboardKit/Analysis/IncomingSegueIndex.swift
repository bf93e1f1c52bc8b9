import Foundation

/// The incoming segues of every controller of a catalog, built the first time they are asked
/// for: tools that only follow segues forward (the generator) never pay for it.
final class IncomingSegueIndex: @unchecked Sendable {
  typealias Index = [ControllerReference: [(source: ControllerReference, segue: Segue)]]

  // Guards `built`; NSLock rather than Synchronization's Mutex, which older macOS lacks.
  private let lock = NSLock()
  private var built: Index?

  /// The index, built by `build` on first use; concurrent callers wait for one build.
  func value(_ build: () -> Index) -> Index {
    lock.lock()
    defer { lock.unlock() }
    if let built { return built }
    let made = build()
    built = made
    return made
  }
}
