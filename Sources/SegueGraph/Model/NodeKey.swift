import StoryboardKit

/// What a node stands for, before it has its id: two segues to the same place share a node.
enum NodeKey: Sendable, Hashable {
  /// A controller among the inputs, by its document's path and its XML id.
  case controller(path: String, id: String)
  case external(storyboard: String, identifier: String?)
  case unresolved(storyboard: String, identifier: String?)
  case exit(path: String, action: String)
  case missing(path: String, destination: String)

  /// A string unique to the key, which orders keys that share a base name.
  var sortKey: String {
    switch self {
    case .controller(let path, let id): "c\u{0}\(path)\u{0}\(id)"
    case .external(let storyboard, let identifier): "r\u{0}\(storyboard)\u{0}\(identifier ?? "")"
    case .unresolved(let storyboard, let identifier):
      "u\u{0}\(storyboard)\u{0}\(identifier ?? "")"
    case .exit(let path, let action): "x\u{0}\(path)\u{0}\(action)"
    case .missing(let path, let destination): "m\u{0}\(path)\u{0}\(destination)"
    }
  }

  /// The readable part of the id: a prefix for the role, the storyboard's name, then the
  /// controller id, reference or action. `names` maps paths to storyboard names.
  func baseName(_ names: [String: String]) -> String {
    switch self {
    case .controller(let path, let id): "vc_\(names[path] ?? "")_\(id)"
    case .external(let storyboard, let identifier):
      "ref_\(storyboard)_\(identifier ?? "initial")"
    case .unresolved(let storyboard, let identifier):
      "unresolved_\(storyboard)_\(identifier ?? "initial")"
    case .exit(let path, let action): "exit_\(names[path] ?? "")_\(action)"
    case .missing(let path, let destination): "missing_\(names[path] ?? "")_\(destination)"
    }
  }
}
