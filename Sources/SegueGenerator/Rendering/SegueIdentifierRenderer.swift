import SourceIndex
import StoryboardKit

/// Writes a class's `SegueIdentifier` enum: a case per identifier, documented with what the
/// storyboards say about its segues, and the `unwindAction` of the unwind segues.
struct SegueIdentifierRenderer: Sendable, Hashable {
  let access: AccessLevel

  func render(_ segues: [GeneratedSegue], into writer: inout CodeWriter) {
    writer.write("/// The identifiers of the segues that start at this controller's scenes.")
    writer.block("\(access.prefix)enum SegueIdentifier: String, CaseIterable") { writer in
      for segue in segues {
        writer.write(
          """
          /// \(summary(of: segue))
          case \(SwiftIdentifier.escaped(segue.caseName)) = \(literal: segue.identifier)
          """)
      }
      let unwindCount = segues.count { $0.unwindAction != nil }
      guard unwindCount > 0 else { return }
      writer.blankLine()
      writer.write(
        """
        /// The unwind action (an Objective-C selector) that an unwind segue calls on the
        /// controller it returns to; nil for the other segues.
        """)
      writer.block("\(access.prefix)var unwindAction: String?") { writer in
        writer.write("switch self {")
        for segue in segues {
          guard let action = segue.unwindAction else { continue }
          writer.write(
            """
            case .\(SwiftIdentifier.escaped(segue.caseName)):
              return \(literal: action)
            """)
        }
        if unwindCount < segues.count {
          writer.write(
            """
            default:
              return nil
            """)
        }
        writer.write("}")
      }
    }
  }

  /// The documentation line of a case: kind, destination, segue class, unwind action.
  private func summary(of segue: GeneratedSegue) -> String {
    // Storyboards that conflict can give an identifier several kinds.
    var summary = segue.kinds.map(\.rawValue).sorted().map { "`\(comment: $0)`" }
      .joined(separator: " or ")
    if segue.kinds == [.unwind] {
      if let action = segue.unwindAction { summary += " through `\(comment: action)`" }
    } else {
      summary += " to \(segue.destinationSummary)"
    }
    if let segueClass = segue.segueClass {
      summary += ", performed by `\(segueClass.name)`"
    }
    return summary + "."
  }
}
