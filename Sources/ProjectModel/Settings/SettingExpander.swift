/// Expands build-setting references, `$(NAME)`, `${NAME}` and `$NAME`, nested ones such as
/// `$(NAME_$(OTHER))`, and the modifiers `:c99extidentifier`, `:identifier`,
/// `:rfc1034identifier`, `:lower`, `:upper`, `:base`, `:file`, `:dir` and `:default=VALUE`.
/// An unset name is empty, as in Xcode; a setting that references itself, directly or through
/// others, is recorded and expands to nothing rather than looping. A value is cut at
/// ``maximumLength`` characters, and the setting recorded: references that double at each
/// level (`S1 = $(S0)$(S0)`, `S2 = $(S1)$(S1)`, …) would otherwise take all memory.
struct SettingExpander {
  /// The longest expanded value kept, in UTF-8 bytes: far above any real setting (a long
  /// `OTHER_LDFLAGS` of a project with a hundred pods is a few thousand), small enough that
  /// every value of a target fits in memory many times over.
  static let maximumLength = 65_536

  private let settings: [String: String]
  private var cache: [String: String] = [:]
  /// The settings found referencing themselves, in the order met.
  private(set) var selfReferences: [String] = []
  /// The settings whose expanded value was cut at ``maximumLength``, in the order met.
  private(set) var oversized: [String] = []

  init(settings: [String: String]) {
    self.settings = settings
  }

  /// The expanded value of setting `name`; nil when it is not set.
  mutating func value(_ name: String) -> String? {
    guard settings[name] != nil else { return nil }
    return lookup(name, stack: [])
  }

  /// `text` with every reference expanded.
  mutating func expand(_ text: String) -> String {
    expand(text, stack: [])
  }

  private mutating func lookup(_ name: String, stack: [String]) -> String {
    if let cached = cache[name] { return cached }
    if stack.contains(name) {
      if !selfReferences.contains(name) { selfReferences.append(name) }
      return ""
    }
    guard let raw = settings[name] else { return "" }
    let value = expand(raw, stack: stack + [name])
    if !selfReferences.contains(name) { cache[name] = value }
    return value
  }

  private mutating func expand(_ text: String, stack: [String]) -> String {
    guard text.contains("$") else { return text }
    let characters = Array(text)
    var result = ""
    var index = 0
    while index < characters.count {
      let character = characters[index]
      // `$NAME` without brackets, as Xcode reads it too (`$PROJECT_DIR/App/Bridging.h`).
      if character == "$", index + 1 < characters.count, Self.startsName(characters[index + 1]) {
        var end = index + 1
        while end < characters.count, Self.continuesName(characters[end]) { end += 1 }
        result += lookup(String(characters[(index + 1)..<end]), stack: stack)
        index = end
        continue
      }
      guard character == "$", index + 1 < characters.count,
        characters[index + 1] == "(" || characters[index + 1] == "{"
      else {
        result.append(character)
        index += 1
        continue
      }
      let open = characters[index + 1]
      let close: Character = open == "(" ? ")" : "}"
      var depth = 1
      var end = index + 2
      while end < characters.count {
        if characters[end] == open { depth += 1 }
        if characters[end] == close {
          depth -= 1
          if depth == 0 { break }
        }
        end += 1
      }
      guard end < characters.count else {
        // Not closed: kept as written.
        result += String(characters[index...])
        break
      }
      let inner = expand(String(characters[(index + 2)..<end]), stack: stack)
      result += reference(inner, stack: stack)
      index = end + 1
      if result.utf8.count > Self.maximumLength {
        if let name = stack.last, !oversized.contains(name) { oversized.append(name) }
        return Self.cut(result)
      }
    }
    // Text after the last reference may carry the value past the bound too.
    if result.utf8.count > Self.maximumLength {
      if let name = stack.last, !oversized.contains(name) { oversized.append(name) }
      return Self.cut(result)
    }
    return result
  }

  private static func startsName(_ character: Character) -> Bool {
    character == "_" || (character.isASCII && character.isLetter)
  }

  private static func continuesName(_ character: Character) -> Bool {
    startsName(character) || (character.isASCII && character.isNumber)
  }

  /// `text` cut to at most ``maximumLength`` bytes, before a character the bound would split
  /// (decoding half a character would add the 3 bytes of U+FFFD, past the bound).
  static func cut(_ text: String) -> String {
    let bytes = text.utf8
    guard bytes.count > maximumLength else { return text }
    var end = bytes.index(bytes.startIndex, offsetBy: maximumLength)
    // A continuation byte (10xxxxxx) at the cut belongs to a character begun before it.
    while end > bytes.startIndex, bytes[end] & 0xC0 == 0x80 { end = bytes.index(before: end) }
    return String(decoding: bytes[..<end], as: UTF8.self)
  }

  /// The value of `NAME:modifier:…`.
  private mutating func reference(_ inner: String, stack: [String]) -> String {
    var parts = inner.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    let name = parts.removeFirst()
    var value = lookup(name, stack: stack)
    // A setting that takes a cut value is cut too.
    if oversized.contains(name), let current = stack.last, !oversized.contains(current) {
      oversized.append(current)
    }
    for modifier in parts {
      value = SettingModifier.apply(modifier, to: value)
    }
    return value
  }
}
