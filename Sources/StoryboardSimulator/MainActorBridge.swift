import Foundation

/// Runs main-actor work — the headless controllers are main-actor objects — from synchronous
/// code on any thread: at once on the main thread, else by waiting for the main queue. `segue
/// simulate` runs a ``Simulation`` this way; exploring (lint, `segue explore`) runs on values
/// and needs no main actor. On a thread other than the main one, the main queue must be
/// running (as it is under an async `main` and in tests).
package enum MainActorBridge {
  package static func run<Value: Sendable>(_ body: @MainActor () -> Value) -> Value {
    if Thread.isMainThread {
      return MainActor.assumeIsolated(body)
    }
    return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
  }
}
