/// A growable array in manually managed memory, for the scanner's per-tag scratch storage:
/// no reference counting or uniqueness checks in the hot loop. Noncopyable, so exactly one
/// owner frees the memory, when the stack's lifetime ends.
struct XMLScannerStack<Element>: ~Copyable {
  private(set) var pointer: UnsafeMutablePointer<Element>
  private var capacity: Int
  private(set) var count = 0

  init(capacity: Int) {
    self.capacity = capacity
    pointer = UnsafeMutablePointer.allocate(capacity: capacity)
  }

  var isEmpty: Bool { count == 0 }

  var last: Element? { count == 0 ? nil : pointer[count - 1] }

  var elements: UnsafeBufferPointer<Element> {
    UnsafeBufferPointer(start: pointer, count: count)
  }

  @inline(__always)
  subscript(index: Int) -> Element { pointer[index] }

  @inline(__always)
  mutating func append(_ element: Element) {
    if count == capacity { grow() }
    (pointer + count).initialize(to: element)
    count += 1
  }

  @inline(__always)
  mutating func removeLast() {
    count -= 1
    (pointer + count).deinitialize(count: 1)
  }

  mutating func removeAll() {
    pointer.deinitialize(count: count)
    count = 0
  }

  private mutating func grow() {
    let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: pointer, count: count)
    pointer.deallocate()
    pointer = larger
    capacity *= 2
  }

  deinit {
    pointer.deinitialize(count: count)
    pointer.deallocate()
  }
}
