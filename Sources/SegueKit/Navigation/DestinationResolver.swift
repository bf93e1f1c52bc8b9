/// Finds the controller a segue's code means inside the segue's destination.
///
/// A segue often leads to a container: a navigation controller around the editor, a tab or split
/// view controller around the screens. The resolver looks at the destination itself first, then
/// inside containers in the order a reader means them — a navigation controller's top, then its
/// root; a tab container's selected child, then the others; a split view's secondary (detail)
/// column, then its primary; a window controller's content — descending into nested containers.
package enum DestinationResolver {
  /// How deep nested containers are searched (a navigation controller in a tab in a split view).
  static let maximumDepth = 4

  /// Resolves `destination` to a `Destination`, or describes what was found instead.
  /// - Parameters:
  ///   - destination: The segue's destination (`UIStoryboardSegue.destination`,
  ///     `NSStoryboardSegue.destinationController`).
  ///   - type: The type the code expects.
  ///   - controllerType: The source controller's type name, for the failure message.
  ///   - identifier: The segue's identifier, for the failure message.
  ///   - contents: The platform's answer to "what does this controller contain?".
  package static func resolve<Destination>(
    _ destination: Any, as type: Destination.Type, controllerType: String, identifier: String?,
    contents: (Any) -> ContainerContents<Any>
  ) -> Result<Destination, SegueFailure> {
    if let found = search(destination, as: type, depth: 0, contents: contents) {
      return .success(found)
    }
    return .failure(
      .destinationMismatch(
        controllerType: controllerType, identifier: identifier,
        expected: String(describing: type),
        found: describe(destination, contents: contents(destination))))
  }

  private static func search<Destination>(
    _ candidate: Any, as type: Destination.Type, depth: Int,
    contents: (Any) -> ContainerContents<Any>
  ) -> Destination? {
    if let match = candidate as? Destination { return match }
    guard depth < maximumDepth else { return nil }
    for inner in innerCandidates(of: contents(candidate)) {
      if let match = search(inner, as: type, depth: depth + 1, contents: contents) {
        return match
      }
    }
    return nil
  }

  /// The controllers inside a container, in the order the resolver tries them.
  static func innerCandidates(of contents: ContainerContents<Any>) -> [Any] {
    switch contents {
    case .none:
      return []
    case .navigation(let stack):
      guard let top = stack.last, let root = stack.first else { return [] }
      return stack.count > 1 ? [top, root] : [top]
    case .tabs(let selected, let all):
      let selectedIndex = selected.flatMap { chosen in all.firstIndex { isSame($0, chosen) } }
      let others = all.indices.filter { $0 != selectedIndex }.map { all[$0] }
      return (selected.map { [$0] } ?? []) + others
    case .split(let columns):
      return [columns.secondary, columns.primary].compactMap { $0 }
    case .window(let content):
      return content.map { [$0] } ?? []
    }
  }

  private static func isSame(_ first: Any, _ second: Any) -> Bool {
    guard type(of: first) is AnyClass, type(of: second) is AnyClass else { return false }
    return (first as AnyObject) === (second as AnyObject)
  }

  /// A phrase naming a destination and, for a container, what it holds.
  static func describe(_ destination: Any, contents: ContainerContents<Any>) -> String {
    let name = typeName(destination)
    switch contents {
    case .none:
      return name
    case .navigation(let stack):
      return "\(name) with the stack [\(stack.map(typeName).joined(separator: ", "))]"
    case .tabs(_, let all):
      return "\(name) with the tabs [\(all.map(typeName).joined(separator: ", "))]"
    case .split(let columns):
      let primary = columns.primary.map(typeName) ?? "none"
      let secondary = columns.secondary.map(typeName) ?? "none"
      return "\(name) with the primary \(primary) and the secondary \(secondary)"
    case .window(let content):
      return "\(name) with the content \(content.map(typeName) ?? "none")"
    }
  }

  /// The dynamic type's name, as a failure message shows it.
  package static func typeName(_ value: Any) -> String {
    String(describing: type(of: value))
  }
}
