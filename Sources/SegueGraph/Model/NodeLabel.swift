import StoryboardKit

/// The two lines that name a controller: the class name, else the storyboard identifier, else
/// the element kind; then whatever else tells it apart (kind, title, user label).
struct NodeLabel: Sendable, Hashable {
  var title: String
  var subtitle: String?

  init(controller: Controller) {
    let kind = GraphIdentifiers.humanized(controller.element)
    var extra: [String] = []
    if let customClass = controller.customClass, !customClass.isEmpty {
      title = customClass
      extra.append(kind)
    } else if let identifier = controller.storyboardIdentifier, !identifier.isEmpty {
      title = identifier
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
  }
}
