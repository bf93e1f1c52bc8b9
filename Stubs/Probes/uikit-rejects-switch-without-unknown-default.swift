// probe: uikit rejects "may have additional unknown values"
// UIKit's NS_ENUMs are not frozen: listing every case is not exhaustive without
// `@unknown default`, as in Xcode.
import UIKit

func name(of idiom: UIUserInterfaceIdiom) -> String {
  switch idiom {
  case .unspecified: "unspecified"
  case .phone: "phone"
  case .pad: "pad"
  case .tv: "tv"
  case .carPlay: "carPlay"
  case .mac: "mac"
  case .vision: "vision"
  }
}
