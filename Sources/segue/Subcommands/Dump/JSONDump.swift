import DeterministicOutput
import SegueCommandLine
import StoryboardKit

/// The JSON of `segue dump --format json`: one object per storyboard, with a `scenes` array;
/// absent attributes are null, so every key is always there.
enum JSONDump {
  static func object(_ document: StoryboardDocument) -> JSONValue {
    .object([
      ("path", .string(document.path)),
      ("name", .string(document.name)),
      ("platform", .string(document.platform.description)),
      ("version", .optional(document.version)),
      ("targetRuntime", .optional(document.targetRuntime)),
      ("initialController", .optional(document.initialControllerID)),
      ("location", location(document.location)),
      ("scenes", .array(document.scenes.map(scene))),
    ])
  }

  private static func scene(_ scene: Scene) -> JSONValue {
    .object([
      ("id", .optional(scene.id)),
      ("location", location(scene.location)),
      ("controller", scene.controller.map(controller) ?? .null),
      (
        "exits",
        .array(
          scene.exits.map {
            .object([("id", .string($0.id)), ("location", location($0.location))])
          })
      ),
      ("segues", .array(scene.segues.map(segue))),
    ])
  }

  private static func controller(_ controller: Controller) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("id", .string(controller.id)),
      ("element", .string(controller.element)),
      ("customClass", .optional(controller.customClass)),
      ("customModule", .optional(controller.customModule)),
      ("customModuleProvider", .optional(controller.customModuleProvider)),
      ("storyboardIdentifier", .optional(controller.storyboardIdentifier)),
      ("title", .optional(controller.title)),
      ("userLabel", .optional(controller.userLabel)),
    ]
    if let reference = controller.reference {
      members.append(
        (
          "reference",
          .object([
            ("storyboardName", .optional(reference.storyboardName)),
            ("referencedIdentifier", .optional(reference.referencedIdentifier)),
            ("bundleIdentifier", .optional(reference.bundleIdentifier)),
          ])
        ))
    }
    members.append(("location", location(controller.location)))
    return .object(members)
  }

  private static func segue(_ segue: Segue) -> JSONValue {
    let details = segue.details
    return .object([
      ("id", .optional(segue.id)),
      ("kind", .string(segue.kind.rawValue)),
      ("identifier", .optional(segue.identifier)),
      ("destination", .optional(segue.destination)),
      ("relationship", .optional(segue.relationship)),
      ("source", .optional(segue.sourceControllerID)),
      (
        "trigger",
        .object([
          ("element", .string(segue.trigger.element)),
          ("id", .optional(segue.trigger.id)),
          ("location", location(segue.trigger.location)),
        ])
      ),
      ("customClass", .optional(segue.customClass)),
      ("customModule", .optional(segue.customModule)),
      ("modalPresentationStyle", .optional(details.modalPresentationStyle)),
      ("modalTransitionStyle", .optional(details.modalTransitionStyle)),
      ("animates", .bool(details.animates)),
      ("popoverAnchorView", .optional(details.popoverAnchorView)),
      ("popoverAnchorBarButtonItem", .optional(details.popoverAnchorBarButtonItem)),
      ("unwindAction", .optional(details.unwindAction)),
      ("destinationCreationSelector", .optional(details.destinationCreationSelector)),
      ("triggerKind", .optional(details.trigger)),
      ("location", location(segue.location)),
    ])
  }

  private static func location(_ location: TextLocation) -> JSONValue {
    .object([("line", .int(location.line)), ("column", .int(location.column))])
  }
}
