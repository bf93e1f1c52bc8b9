/// What kind of code a target links that none of its project's targets builds, for both what
/// the project says it links (ProjectModel's `LinkedCode`) and what of it was not read
/// (``UnreadLinkedCode``); the raw value is how messages name it.
package enum LinkedCodeKind: String, Sendable, Hashable, Comparable {
  case swiftPackage = "Swift package"
  case pod
  case carthage = "Carthage framework"
  case framework
  case library
  case project = "Xcode project"

  package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
