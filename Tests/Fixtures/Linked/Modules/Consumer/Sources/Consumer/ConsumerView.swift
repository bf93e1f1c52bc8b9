import UIKit

open class ConsumerView: UIView {}
