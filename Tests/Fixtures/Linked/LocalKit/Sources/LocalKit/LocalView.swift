import UIKit

public class LocalView: UIView {}
