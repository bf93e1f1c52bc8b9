/// One transition in a ``HeadlessWindow``, naming controllers by their
/// ``HeadlessController/name``.
public enum NavigationEvent: Sendable, Hashable, CustomStringConvertible {
  case prepared(segue: String?, destination: String)
  case presented(String, by: String, style: HeadlessPresentationStyle)
  case presentationRefused(String, by: String, alreadyPresenting: String)
  case dismissed(String, by: String)
  case pushed(String, onto: String)
  case popped(String, from: String)
  case showedDetail(String, in: String)
  case selectedTab(String, in: String)

  public var description: String {
    switch self {
    case .prepared(let segue, let destination):
      "prepare \(segue.map { "'\($0)'" } ?? "(no identifier)") → \(destination)"
    case .presented(let controller, let presenter, let style):
      "\(presenter) presents \(controller) (\(style.rawValue))"
    case .presentationRefused(let controller, let presenter, let existing):
      "\(presenter) refuses to present \(controller): already presenting \(existing)"
    case .dismissed(let controller, let presenter):
      "\(presenter) dismisses \(controller)"
    case .pushed(let controller, let navigation):
      "\(navigation) pushes \(controller)"
    case .popped(let controller, let navigation):
      "\(navigation) pops \(controller)"
    case .showedDetail(let controller, let split):
      "\(split) shows \(controller) as detail"
    case .selectedTab(let controller, let tabs):
      "\(tabs) selects \(controller)"
    }
  }
}
