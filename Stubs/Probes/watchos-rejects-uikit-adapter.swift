// probe: watchos rejects "cannot find type 'PushDetailSegue' in scope"
// watchOS's UIKit has no view controllers or segues, so SegueKit's UIKit adapter is not built.
import SegueKit
import UIKit

final class ProbeSegue: PushDetailSegue {}
