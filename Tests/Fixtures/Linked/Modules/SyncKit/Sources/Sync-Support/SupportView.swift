import UIKit

open class SupportView: UIView {}
