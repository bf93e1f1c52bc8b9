import DeterministicOutput
import Foundation

/// The template a repository commits beside an xcconfig it leaves for each developer to make
/// (FreeTimePicker's `Config-Release.xcconfig.sample`, holding the `#include` of the Pods
/// xcconfig and placeholders for its AdMob keys): the xcconfig is in no checkout, made from the
/// template, so its absence is a note that names the template, not a fault of the checkout. A
/// file of another spelling (`.old`, `.bak`) is no template: it says nothing of what is meant.
package enum XCConfigTemplate {
  /// The words a template's name adds, after the xcconfig's whole name
  /// (`Secrets.xcconfig.example`) or before its extension (`Secrets.example.xcconfig`).
  private static let words = ["sample", "example", "template", "dist"]

  /// The file name of the template beside the missing xcconfig `path` (absolute), or nil when
  /// none is there.
  package static func beside(_ path: String) -> String? {
    let folder = PathSpelling.parent(of: path)
    let name = (path as NSString).lastPathComponent
    let stem = (name as NSString).deletingPathExtension
    let suffix = (name as NSString).pathExtension
    var candidates = words.map { "\(name).\($0)" }
    if !suffix.isEmpty { candidates += words.map { "\(stem).\($0).\(suffix)" } }
    return candidates.first { FileManager.default.fileExists(atPath: folder + "/" + $0) }
  }

  /// What a missing xcconfig's message says after "is missing" when `template` is beside it.
  package static func clause(_ template: String) -> String {
    ", and '\(template)' beside it is its template, for each developer to copy and fill in: "
      + "its settings are left out until it is made."
  }
}
