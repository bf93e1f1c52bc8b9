import Foundation

// UIKit's additions to Foundation's IndexPath for table views.
extension IndexPath {
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  public var section: Int { self[0] }
  public var row: Int { self[1] }
}
