import UIKit

open class RemoteView: UIView {}
