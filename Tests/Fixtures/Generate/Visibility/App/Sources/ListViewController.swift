import UIKit

/// The app's own Swift class.
final class ListViewController: UITableViewController {}
