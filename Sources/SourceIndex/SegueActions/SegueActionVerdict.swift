/// Whether a declared method can be a segue's `@IBSegueAction`.
package enum SegueActionVerdict: Sendable, Hashable {
  case accepted
  case rejected(SegueActionRejection)
}
