import Dispatch
import Foundation

/// Maps over an array on every core, keeping the order of the input.
package enum ParallelMap {
  package static func map<Element: Sendable, Output: Sendable>(
    _ input: [Element], _ transform: @Sendable (Element) -> Output
  ) -> [Output] {
    let results = ResultSlots<Output>(count: input.count)
    DispatchQueue.concurrentPerform(iterations: input.count) { index in
      results.set(index, transform(input[index]))
    }
    return results.values()
  }
}

/// Slots written once each from concurrent iterations; the lock keeps the array consistent.
private final class ResultSlots<Output: Sendable>: @unchecked Sendable {
  private var slots: [Output?]
  private let lock = NSLock()

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func set(_ index: Int, _ value: Output) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  func values() -> [Output] {
    lock.lock()
    defer { lock.unlock() }
    return slots.compactMap { $0 }
  }
}
