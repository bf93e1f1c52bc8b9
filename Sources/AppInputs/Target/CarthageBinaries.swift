import Foundation
import ProjectModel

/// Whether a Carthage framework may be one of the Cartfile's `binary` entries, which `carthage
/// checkout` does not fetch (tpg offline's Mapbox): the Cartfile (resolved, else as written)
/// beside the `Carthage` folder names binaries, and no `github` or `git` entry has the
/// framework's name. A binary entry names a JSON file, not its frameworks, so the name alone
/// cannot say which framework it brings.
enum CarthageBinaries {
  static func isBinary(_ code: LinkedCode) -> Bool {
    guard let build = code.candidates.first(where: { $0.contains("/Carthage/Build/") }),
      let range = build.range(of: "/Carthage/Build/")
    else { return false }
    let folder = String(build[..<range.lowerBound])
    let text =
      (try? String(contentsOfFile: folder + "/Cartfile.resolved", encoding: .utf8))
      ?? (try? String(contentsOfFile: folder + "/Cartfile", encoding: .utf8)) ?? ""
    var binaries = false
    for line in text.split(whereSeparator: \.isNewline) {
      let words = line.split(separator: " ", omittingEmptySubsequences: true)
      guard let kind = words.first, words.count > 1 else { continue }
      if kind == "binary" { binaries = true }
      guard kind == "github" || kind == "git" else { continue }
      let source = words[1].trimmingCharacters(in: ["\""])
      var repository = (source as NSString).lastPathComponent
      if repository.hasSuffix(".git") { repository.removeLast(4) }
      if repository == code.name { return false }
    }
    return binaries
  }
}
