import Foundation
import StoryboardKit

/// The storyboards under a folder that StoryboardKit's parser reads, as `segue generate`
/// would: the typecheck gives generation only those, since it refuses the others by design
/// (and says so), which would stop the run.
package enum ParsableStoryboards {
  /// Every `.storyboard` file below `folder` that parses, full paths sorted by bytes.
  package static func paths(under folder: String) -> [String] {
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    var found: [String] = []
    let walker = FileManager.default.enumerator(atPath: base)
    while let relative = walker?.nextObject() as? String {
      guard relative.hasSuffix(".storyboard") else { continue }
      let path = base + "/" + relative
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        !isDirectory.boolValue, (try? StoryboardParser.parse(contentsOf: path)) != nil
      else { continue }
      found.append(path)
    }
    return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
  }
}
