import StoryboardKit

/// A file of a rule example. For storyboards, ``text`` is the whole document and ``excerpt``
/// the scenes as the example's author wrote them, which the documentation shows.
package struct ExampleFile: Sendable, Hashable {
  package var path: String
  /// The complete file, markers included.
  package var text: String
  /// What documentation shows: the scenes for a storyboard, the whole text for a source.
  package var excerpt: String

  package init(path: String, text: String, excerpt: String? = nil) {
    self.path = path
    self.text = text
    self.excerpt = excerpt ?? text
  }

  /// Whether the file is a storyboard rather than a source file.
  package var isStoryboard: Bool { path.hasSuffix(".storyboard") }

  /// The file with every marker removed.
  package var stripped: ExampleFile {
    ExampleFile(
      path: path, text: text.filter { $0 != RuleExample.marker },
      excerpt: excerpt.filter { $0 != RuleExample.marker })
  }

  /// Where each marker points once the markers are removed: 1-based lines, columns in UTF-8
  /// bytes, as the parser reports them.
  var markerLocations: [TextLocation] {
    var found: [TextLocation] = []
    var line = 1
    var column = 1
    for character in text {
      if character == RuleExample.marker {
        found.append(TextLocation(line: line, column: column))
      } else if character == "\n" {
        line += 1
        column = 1
      } else {
        column += character.utf8.count
      }
    }
    return found
  }
}
