import DeterministicOutput
import SegueCommandLine
import StoryboardKit

/// The readable tree of `segue dump`: a line per document, scene, controller, exit and segue,
/// each starting with its `line:column`.
enum TextDump {
  static func render(_ document: StoryboardDocument) -> String {
    var lines: [String] = []
    let initial = document.initialControllerID.map { ", initial \($0)" } ?? ""
    let version = document.version.map { " \($0)" } ?? ""
    lines.append(
      "\(document.path): \(document.platform) storyboard\(version), "
        + "\(document.scenes.count) scene\(document.scenes.count == 1 ? "" : "s")\(initial)")
    for scene in document.scenes {
      lines.append("  \(scene.location) scene \(scene.id ?? "-")")
      if let controller = scene.controller {
        lines.append("    \(controller.location) \(describe(controller))")
      }
      for segue in scene.segues {
        lines.append("      \(segue.location) \(describe(segue))")
      }
      for exit in scene.exits {
        lines.append("    \(exit.location) exit \(exit.id)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func describe(_ controller: Controller) -> String {
    var parts = [controller.element, controller.id]
    if let value = controller.customClass { parts.append("class=\(quoted(value))") }
    if let value = controller.customModule { parts.append("module=\(quoted(value))") }
    if let value = controller.storyboardIdentifier {
      parts.append("storyboardIdentifier=\(quoted(value))")
    }
    if let reference = controller.reference {
      parts.append("storyboard=\(quoted(reference.storyboardName ?? "(this)"))")
      parts.append("referenced=\(quoted(reference.referencedIdentifier ?? "(initial)"))")
      if let bundle = reference.bundleIdentifier { parts.append("bundle=\(quoted(bundle))") }
    }
    return parts.joined(separator: " ")
  }

  private static func describe(_ segue: Segue) -> String {
    var parts = ["segue", segue.id ?? "-", segue.kind.rawValue]
    if let relationship = segue.relationship { parts.append(relationship) }
    if let identifier = segue.identifier { parts.append(quoted(identifier)) }
    parts.append("-> \(segue.destination ?? "(none)")")
    parts.append("from \(segue.trigger.element)\(segue.trigger.id.map { " " + $0 } ?? "")")
    if let value = segue.customClass { parts.append("class=\(quoted(value))") }
    if let value = segue.details.unwindAction { parts.append("unwindAction=\(value)") }
    if let value = segue.details.destinationCreationSelector {
      parts.append("creationSelector=\(value)")
    }
    return parts.joined(separator: " ")
  }

  /// Quotes a value and escapes what would make the line ambiguous (quotes, line breaks).
  private static func quoted(_ value: String) -> String {
    let escaped = ScalarEscaping.escaped(value, ScalarEscaping.backslashEscape)
    return "\"" + escaped + "\""
  }
}
