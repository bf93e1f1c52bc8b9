/// A map from names, such as a storyboard's XML ids, to numbers, where the first number given
/// for a name wins. It hashes a name's UTF-8 bytes with FNV-1a and probes an open table: the
/// graph looks up an id for every controller and segue of a run, and `Dictionary`'s seeded
/// hashing of `String` cost more than the rest of building the graph.
///
/// Names compare by `==`, as `Dictionary` keys do, so only names that are equal as Swift
/// strings are the same name; names with the same bytes always hash alike.
struct NameIndex: Sendable {
  private struct Slot: Sendable {
    var name = ""
    var hash: UInt64 = 0
    /// `empty` for a free slot.
    var number = NameIndex.empty
  }

  /// One array, so an index costs one allocation.
  private var slots: [Slot]
  private var count = 0

  private static let empty = -1

  /// An index sized for `capacity` names without regrowing; with none, it allocates nothing
  /// until a name is added.
  init(capacity: Int = 0) {
    var size = capacity > 0 ? 8 : 0
    while size < capacity * 2 { size *= 2 }
    slots = Array(repeating: Slot(), count: size)
  }

  /// The number given for `name`, nil when there is none.
  subscript(name: String) -> Int? {
    guard count > 0 else { return nil }
    let number = slots[slot(of: name, hash: Self.hash(name))].number
    return number == Self.empty ? nil : number
  }

  /// Gives `name` the number `number`, unless it already has one.
  mutating func insertFirst(_ name: String, _ number: Int) {
    precondition(number >= 0, "NameIndex numbers are never negative.")
    if (count + 1) * 2 > slots.count { grow() }
    let hash = Self.hash(name)
    let index = slot(of: name, hash: hash)
    guard slots[index].number == Self.empty else { return }
    slots[index] = Slot(name: name, hash: hash, number: number)
    count += 1
  }

  /// The slot that holds `name`, or the free slot where it would go.
  private func slot(of name: String, hash: UInt64) -> Int {
    let mask = slots.count - 1
    var index = Int(truncatingIfNeeded: hash) & mask
    while slots[index].number != Self.empty {
      if slots[index].hash == hash, slots[index].name == name { break }
      index = (index + 1) & mask
    }
    return index
  }

  private mutating func grow() {
    var larger = NameIndex(capacity: max(4, slots.count))
    for slot in slots where slot.number != Self.empty {
      larger.insertFirst(slot.name, slot.number)
    }
    self = larger
  }

  /// FNV-1a over the name's UTF-8 bytes.
  private static func hash(_ name: String) -> UInt64 {
    var name = name
    return name.withUTF8 { bytes in
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in bytes {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      }
      // Fold the high bits in: the table's slot is taken from the low ones.
      return hash ^ (hash >> 29)
    }
  }
}
