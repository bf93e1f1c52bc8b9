/// Orders strings by their UTF-8 bytes: a total order that does not depend on Unicode
/// normalization (which `<` applies), so sorting gives the same result whatever the input
/// order and whatever the locale.
package enum ByteOrder {
  package static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }
}
