import StoryboardKit

/// The lines that name a controller: the class name, else the element kind; then whatever
/// else tells it apart (kind, title, user label); then its storyboard identifier, by which code
/// instantiates it, on a line of its own.
struct NodeLabel: Sendable, Hashable {
  var title: String
  var subtitle: String?
  var storyboardIdentifier: String?

  init(controller: Controller) {
    let kind = GraphIdentifiers.humanized(controller.element)
    var extra: [String] = []
    if let customClass = controller.customClass, !customClass.isEmpty {
      title = customClass
      extra.append(kind)
    } else {
      title = kind
    }
    for name in [controller.title, controller.userLabel] {
      guard let name, !name.isEmpty, name != title, !extra.contains("“\(name)”") else {
        continue
      }
      extra.append("“\(name)”")
    }
    subtitle = extra.isEmpty ? nil : extra.joined(separator: " · ")
    storyboardIdentifier = controller.storyboardIdentifier.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// How a label shows a storyboard identifier.
  static func identifierLine(_ identifier: String) -> String {
    "Storyboard ID: " + identifier
  }
}
