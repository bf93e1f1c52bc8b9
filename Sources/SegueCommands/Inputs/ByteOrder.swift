import Foundation

/// Orders strings by their UTF-8 bytes: a total order that does not depend on Unicode
/// normalization (which `<` applies), so sorting gives the same result whatever the input
/// order, and fast for the long shared prefixes of paths.
enum ByteOrder {
  static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    // Read in place: copying each string into a variable for `withUTF8` retained and released
    // both on every comparison of a sort.
    let ordered = lhs.utf8.withContiguousStorageIfAvailable { left in
      rhs.utf8.withContiguousStorageIfAvailable { right in precedes(left, right) }
    }
    if let ordered = ordered ?? nil { return ordered }
    return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }

  private static func precedes(
    _ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>
  )
    -> Bool
  {
    let common = min(left.count, right.count)
    if common > 0, let a = left.baseAddress, let b = right.baseAddress {
      let order = memcmp(a, b, common)
      if order != 0 { return order < 0 }
    }
    return left.count < right.count
  }
}
