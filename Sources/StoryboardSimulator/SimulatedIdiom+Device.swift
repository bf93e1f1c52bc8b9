import SegueKit
import StoryboardExplorer

extension SimulatedIdiom {
  /// The idiom SegueKit's presentation options read.
  public var deviceIdiom: DeviceIdiom {
    switch self {
    case .phone: .phone
    case .pad: .pad
    case .mac, .tv: .other
    }
  }
}
