import Foundation

// A scene element (`collectionViewItem`), a view controller; no members beyond what it inherits.
@preconcurrency @MainActor open class NSCollectionViewItem: NSViewController {}
