// A scene element (`collectionViewController`) that storyboards instantiate; no members beyond
// what it inherits, so nothing the SDK lacks is accepted.
@preconcurrency @MainActor open class UICollectionViewController: UIViewController {}
