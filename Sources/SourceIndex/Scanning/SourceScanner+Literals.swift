extension SourceScanner {
  /// The calls whose string literal argument names something in a storyboard, by the name
  /// before the parenthesis (Swift) or the selector piece (Objective-C), with the argument
  /// labels that may follow the parenthesis.
  private static let swiftCalls: [String: (labels: Set<String>, kind: LiteralUse.Kind)] = [
    "performSegue": (["withIdentifier"], .segueIdentifier),
    "instantiateViewController": (["withIdentifier", "identifier"], .sceneIdentifier),
    "instantiateController": (["withIdentifier", "identifier"], .sceneIdentifier),
    "UIStoryboard": (["name"], .storyboardName),
    "NSStoryboard": (["name"], .storyboardName),
  ]

  private static let objectiveCPieces: [String: LiteralUse.Kind] = [
    "performSegueWithIdentifier": .segueIdentifier,
    "instantiateViewControllerWithIdentifier": .sceneIdentifier,
    "instantiateControllerWithIdentifier": .sceneIdentifier,
    "storyboardWithName": .storyboardName,
  ]

  /// Records the literal passed to the call whose name is at `position`, if it is one of
  /// ``swiftCalls`` or ``objectiveCPieces``.
  func literalUse(at position: Int, into index: inout SourceIndex) {
    let word = tokens[position].text
    if let call = Self.swiftCalls[word], text(at: position + 1) == "(",
      let label = name(at: position + 2), call.labels.contains(label), text(at: position + 3) == ":"
    {
      literal(at: position + 4, kind: call.kind, into: &index)
    } else if let kind = Self.objectiveCPieces[word], text(at: position + 1) == ":" {
      literal(at: position + 2, kind: kind, into: &index)
    }
  }

  /// The literal at `position`, or inside `NSStoryboard.SceneIdentifier("…")`,
  /// `NSStoryboard.Name("…")` or `NSStoryboard.Name(rawValue: "…")`; an interpolated literal
  /// is no fixed name and is skipped.
  private func literal(at position: Int, kind: LiteralUse.Kind, into index: inout SourceIndex) {
    var cursor = position
    if text(at: cursor) == "NSStoryboard", text(at: cursor + 1) == ".",
      ["SceneIdentifier", "Name"].contains(name(at: cursor + 2) ?? ""), text(at: cursor + 3) == "("
    {
      cursor += 4
      if text(at: cursor) == "rawValue", text(at: cursor + 1) == ":" { cursor += 2 }
    }
    guard cursor < tokens.count, case .string(let interpolated) = tokens[cursor].kind,
      !interpolated
    else { return }
    index.literalUses.append(
      LiteralUse(
        kind: kind, value: tokens[cursor].text, path: path, location: tokens[cursor].location,
        enclosingClass: enclosingClass))
  }
}
