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

  /// The AppKit wrappers of a name, `NSStoryboard.SceneIdentifier("…")` and
  /// `NSStoryboard.Name("…")` (or `(rawValue: "…")`): what they wrap is a name wherever they
  /// are written.
  private static let wrappers: [String: LiteralUse.Kind] = [
    "SceneIdentifier": .sceneIdentifier, "Name": .storyboardName,
  ]

  /// Records the literal passed to the call whose name is at `position`, if it is one of
  /// ``swiftCalls`` or ``objectiveCPieces``, or wrapped by one of ``wrappers``. A wrapped
  /// literal passed to a call is recorded once, as the wrapper's.
  func literalUse(at position: Int, into index: inout SourceIndex) {
    let word = tokens[position].text
    if word == "NSStoryboard", text(at: position + 1) == ".",
      let kind = Self.wrappers[name(at: position + 2) ?? ""], text(at: position + 3) == "("
    {
      var cursor = position + 4
      if text(at: cursor) == "rawValue", text(at: cursor + 1) == ":" { cursor += 2 }
      literal(at: cursor, kind: kind, into: &index)
    } else if let call = Self.swiftCalls[word], text(at: position + 1) == "(",
      let label = name(at: position + 2), call.labels.contains(label), text(at: position + 3) == ":"
    {
      literal(at: position + 4, kind: call.kind, into: &index)
    } else if let kind = Self.objectiveCPieces[word], text(at: position + 1) == ":" {
      literal(at: position + 2, kind: kind, into: &index)
    }
  }

  /// The literal at `position`; an interpolated literal is no fixed name and is skipped.
  private func literal(at position: Int, kind: LiteralUse.Kind, into index: inout SourceIndex) {
    guard position < tokens.count, case .string(let interpolated) = tokens[position].kind,
      !interpolated
    else { return }
    index.literalUses.append(
      LiteralUse(
        kind: kind, value: tokens[position].text, path: path,
        location: tokens[position].location, enclosingClass: enclosingClass))
  }
}
