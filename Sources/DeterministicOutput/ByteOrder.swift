#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Orders strings by their UTF-8 bytes: a total order that does not depend on Unicode
/// normalization (which `<` applies), so sorting gives the same result whatever the input
/// order and whatever the locale.
package enum ByteOrder {
  package static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    // A native string's bytes are contiguous: one memcmp instead of the generic
    // element-by-element walk, which was most of sorting a large walk's paths.
    let fast = lhs.utf8.withContiguousStorageIfAvailable { left in
      rhs.utf8.withContiguousStorageIfAvailable { right in
        precedes(left, right)
      }
    }
    if let fast = fast ?? nil { return fast }
    return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }

  /// Whether `lhs` comes before `rhs`: the first differing byte decides, else the shorter.
  private static func precedes(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    let common = min(lhs.count, rhs.count)
    if common > 0, let left = lhs.baseAddress, let right = rhs.baseAddress {
      let order = memcmp(left, right, common)
      if order != 0 { return order < 0 }
    }
    return lhs.count < rhs.count
  }
}
