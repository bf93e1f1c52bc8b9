/// A block of a `Podfile`, as `PodfileTargets` reads one: the top level, a target (or
/// abstract target), a method the Podfile defines, or any other Ruby block (`if`, `each do`),
/// with the pods its own lines name and the methods they call.
struct PodfileBlock: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    case top
    case target(String)
    case method(String)
    case other
  }

  var kind: Kind
  var parent: Int?
  var pods: [String] = []
  var calls: [String] = []
  var inheritsPods = true

  /// What a line may call that adds no pod: CocoaPods' DSL and Ruby's own. Any word ending in
  /// `!` (`use_frameworks!`) is DSL too.
  private static let addsNoPods: Set<String> = [
    "platform", "project", "xcodeproj", "workspace", "link_with", "source", "plugin",
    "post_install", "pre_install", "post_integrate", "pre_integrate", "supports_swift_versions",
    "script_phase", "puts", "print", "require", "require_relative", "load", "else", "elsif",
    "when", "rescue", "ensure", "return", "raise", "then", "end", "if", "unless", "while",
    "until", "case", "begin", "for",
  ]

  /// The blocks of `text`, the top level first.
  static func parse(_ text: String) -> [PodfileBlock] {
    var blocks = [PodfileBlock(kind: .top)]
    var open = [0]
    for line in text.split(whereSeparator: \.isNewline) {
      let words = line.drop { $0 == " " || $0 == "\t" }
      let current = open[open.count - 1]
      if words.hasPrefix("#") { continue }
      if let pod = quoted(after: "pod", in: words) {
        let name = pod.prefix { $0 != "/" }
        if !name.isEmpty { blocks[current].pods.append(String(name)) }
      } else if let name = quoted(after: "target", in: words, symbol: true)
        ?? quoted(after: "abstract_target", in: words, symbol: true)
      {
        blocks.append(PodfileBlock(kind: .target(String(name)), parent: current))
        open.append(blocks.count - 1)
      } else if words.hasPrefix("def ") {
        let name = words.dropFirst(4).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        blocks.append(PodfileBlock(kind: .method(String(name)), parent: current))
        open.append(blocks.count - 1)
      } else if word(words) == "end" {
        if open.count > 1 { open.removeLast() }
      } else if opensBlock(words) {
        blocks.append(PodfileBlock(kind: .other, parent: current))
        open.append(blocks.count - 1)
      } else if word(words) == "inherit!" {
        // `:complete` is the default; `:search_paths` and `:none` link none of the parent's.
        blocks[current].inheritsPods = words.contains(":complete")
      } else if ["pod '", "pod \"", "pod("].contains(where: { words.contains($0) }) {
        // A pod inside another expression (`if … then pod 'A' end`): which is not read.
        blocks[current].calls.append("pod")
      } else if let call = word(words), !call.hasSuffix("!"), !addsNoPods.contains(call),
        !isAssignmentOrMember(words.dropFirst(call.count))
      {
        blocks[current].calls.append(call)
      }
    }
    return blocks
  }

  /// The quoted or symbol argument of `keyword` at the start of `words` (`target 'App' do`,
  /// `target :'App' do`, `pod('Name')`, and a bare symbol where `symbol` allows it, `target
  /// :App do`); nil for any other line.
  static func quoted(after keyword: String, in words: Substring, symbol: Bool = false)
    -> Substring?
  {
    guard words.hasPrefix(keyword) else { return nil }
    var rest = words.dropFirst(keyword.count)
    guard let next = rest.first, next == " " || next == "\t" || next == "(" else { return nil }
    rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "(" }
    if rest.first == ":" { rest = rest.dropFirst() }
    guard let quote = rest.first else { return nil }
    if quote == "'" || quote == "\"" {
      let name = rest.dropFirst().prefix { $0 != quote }
      return name.isEmpty ? nil : name
    }
    let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return symbol && !name.isEmpty ? name : nil
  }

  /// The identifier a line starts with (`end`, `shared_pods`, `use_frameworks!`).
  private static func word(_ words: Substring) -> String? {
    let name = words.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "!" || $0 == "?" }
    guard let first = name.first, first.isLowercase || first == "_" else { return nil }
    let next = words.dropFirst(name.count).first
    return next == nil || next == " " || next == "\t" || next == "(" || next == "#"
      || next == "." || next == "=" || next == "[" ? String(name) : nil
  }

  /// `if …`, `unless …` and the like at the start of a line, or a line ending in `do` or
  /// `do |x|`: a block its `end` closes. A one-line `if … end` closes itself.
  private static func opensBlock(_ words: Substring) -> Bool {
    let line = words.prefix { $0 != "#" }.trimmingSuffix()
    if let first = word(words),
      ["if", "unless", "while", "until", "case", "begin", "for"].contains(first)
    {
      return !line.hasSuffix(" end")
    }
    if line.hasSuffix(" do") || line == "do" { return true }
    guard line.hasSuffix("|"), let bar = line.dropLast().lastIndex(of: "|") else { return false }
    return line[..<bar].trimmingSuffix().hasSuffix(" do")
  }

  /// ` = value`, `.member` or `[key]` after a line's first word: not a call.
  private static func isAssignmentOrMember(_ rest: Substring) -> Bool {
    let next = rest.drop { $0 == " " || $0 == "\t" }
    return next.hasPrefix(".") || next.hasPrefix("[")
      || (next.hasPrefix("=") && !next.hasPrefix("=="))
      || ["+=", "-=", "||=", "<<"].contains { next.hasPrefix($0) }
  }
}

extension Substring {
  fileprivate func trimmingSuffix() -> Substring {
    var copy = self
    while let last = copy.last, last == " " || last == "\t" { copy = copy.dropLast() }
    return copy
  }
}
