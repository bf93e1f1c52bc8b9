import NavigationCore
import SegueKit

// Here rather than beside the style: NavigationCore sits below SegueKit and cannot name its
// overrides.
extension HeadlessPresentationStyle {
  /// The style for a SegueKit override.
  public init(_ override: ModalStyleOverride) {
    switch override {
    case .currentContext: self = .currentContext
    case .overCurrentContext: self = .overCurrentContext
    #if !os(tvOS)
      case .formSheet: self = .formSheet
    #endif
    case .fullScreen: self = .fullScreen
    }
  }
}
