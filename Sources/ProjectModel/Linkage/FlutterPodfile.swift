import DeterministicOutput
import Foundation

/// A Flutter app's Podfile reads what `flutter pub get` writes (`Flutter/Generated.xcconfig`,
/// the plugins' `.symlinks`) and stops `pod install` when it is missing ("make sure flutter pub
/// get is executed first"): the advice to install its pods names both commands, in that order.
package enum FlutterPodfile {
  /// The command that installs the pods of the Podfile in `folder`: `pod install`, or for a
  /// Flutter app's Podfile `flutter pub get` and then `pod install`, spelt for a sentence.
  package static func installCommand(podfileFolder folder: String) -> String {
    isFlutter(podfileFolder: folder) ? flutterInstall : podInstall
  }

  /// The command that installs pods, spelt for a sentence.
  package static let podInstall = "`pod install`"
  /// The commands that install a Flutter app's pods, spelt for a sentence.
  package static let flutterInstall = "`flutter pub get` and then `pod install`"

  /// The command for the pods of `code`, whose Podfile is in the nearest folder above its
  /// candidates' first one that holds a Podfile (a plugin's pod lies in
  /// `.symlinks/plugins/NAME/ios`, four folders down).
  package static func installCommand(for code: LinkedCode) -> String {
    var folder = code.candidates.first.map(PathSpelling.parent(of:))
    for _ in 0..<5 {
      guard let current = folder, !current.isEmpty, current != "/" else { break }
      if ProjectPaths.exists(current + "/Podfile") {
        return installCommand(podfileFolder: current)
      }
      folder = PathSpelling.parent(of: current)
    }
    return podInstall
  }

  /// Whether the Podfile in `folder` is a Flutter app's: it reads Flutter's generated settings
  /// (`Generated.xcconfig`, `Flutter-Generated.xcconfig` on macOS), as every Flutter template's
  /// Podfile does, older ones inline and newer ones through `flutter_root`.
  package static func isFlutter(podfileFolder folder: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: folder + "/Podfile"),
      let text = String(data: data, encoding: .utf8)
    else { return false }
    return text.contains("Generated.xcconfig") || text.contains("flutter_install_all_")
  }
}
