import UIKit

open class SyncView: UIView {}
