import StoryboardKit

/// One conditional-compilation line of a Swift or Objective-C file, read from its tokens: what
/// it does to the `#if` being read, its condition, and where the line ends. `#ifdef NAME` and
/// `#ifndef NAME` (and `#elifdef`, `#elifndef`) are given the condition `defined NAME` and
/// `!defined NAME`; an Objective-C line continued with `\` goes on to the next one.
struct ConditionalDirective {
  enum Kind {
    /// `#if`, `#ifdef`, `#ifndef`.
    case opening
    /// `#elseif`, `#elif`, `#elifdef`, `#elifndef`.
    case alternative
    /// `#else`.
    case otherwise
    /// `#endif`.
    case closing
  }

  var kind: Kind
  /// The condition's tokens; empty for `#else` and `#endif`.
  var condition: [SourceToken]
  /// The position after the directive's last token.
  var end: Int

  /// The directive a `#` that starts a line at `position` introduces; nil when it is none.
  init?(
    at position: Int, in tokens: [SourceToken], language: SegueActionDeclaration.Language
  ) {
    guard tokens[position].text == "#", position + 1 < tokens.count,
      position == 0 || tokens[position - 1].location.line < tokens[position].location.line,
      tokens[position + 1].location.line == tokens[position].location.line
    else { return nil }
    let word = tokens[position + 1].text
    let kind: Kind
    let prefix: [String]
    switch (language, word) {
    case (_, "if"): (kind, prefix) = (.opening, [])
    case (.swift, "elseif"), (.objectiveC, "elif"): (kind, prefix) = (.alternative, [])
    case (_, "else"): (kind, prefix) = (.otherwise, [])
    case (_, "endif"): (kind, prefix) = (.closing, [])
    case (.objectiveC, "ifdef"): (kind, prefix) = (.opening, ["defined"])
    case (.objectiveC, "ifndef"): (kind, prefix) = (.opening, ["!", "defined"])
    case (.objectiveC, "elifdef"): (kind, prefix) = (.alternative, ["defined"])
    case (.objectiveC, "elifndef"): (kind, prefix) = (.alternative, ["!", "defined"])
    default: return nil
    }
    var end = position + 2
    var line = tokens[position].location.line
    var condition: [SourceToken] = prefix.map {
      SourceToken(
        kind: $0 == "!" ? .punctuation : .name, text: $0, location: tokens[position].location)
    }
    while end < tokens.count, tokens[end].location.line == line {
      let token = tokens[end]
      end += 1
      let continues =
        language == .objectiveC && token.text == "\\"
        && (end == tokens.count || tokens[end].location.line > line)
      if continues {
        line = end < tokens.count ? tokens[end].location.line : line
        continue
      }
      condition.append(token)
    }
    self.kind = kind
    self.condition = kind == .opening || kind == .alternative ? condition : []
    self.end = end
  }
}
