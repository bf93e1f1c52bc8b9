import Foundation

/// Orders strings by their UTF-8 bytes: a total order that does not depend on Unicode
/// normalization (which `<` applies), so sorting gives the same result whatever the input
/// order, and fast for the long shared prefixes of paths.
enum ByteOrder {
  static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    var lhs = lhs
    var rhs = rhs
    return lhs.withUTF8 { left in
      rhs.withUTF8 { right in
        let common = min(left.count, right.count)
        if common > 0, let a = left.baseAddress, let b = right.baseAddress {
          let order = memcmp(a, b, common)
          if order != 0 { return order < 0 }
        }
        return left.count < right.count
      }
    }
  }
}
