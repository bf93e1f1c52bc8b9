// Not main-actor isolated: the SDK marks it NS_SWIFT_SENDABLE, so it crosses actors freely.
open class UITraitCollection: NSObject, @unchecked Sendable {
  open var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError("stub") }
}
