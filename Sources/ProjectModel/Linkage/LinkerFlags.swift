/// The frameworks and libraries `OTHER_LDFLAGS` names: `-framework NAME`, `-weak_framework
/// NAME`, `-lNAME`, `-l NAME`, quoted or not, each once in order.
struct LinkerFlags {
  var frameworks: [String] = []
  var libraries: [String] = []

  init(_ value: String) {
    let words = Self.words(value)
    var index = 0
    while index < words.count {
      let word = words[index]
      if word == "-framework" || word == "-weak_framework", index + 1 < words.count {
        append(words[index + 1], to: &frameworks)
        index += 2
        continue
      }
      if word == "-l", index + 1 < words.count {
        append(words[index + 1], to: &libraries)
        index += 2
        continue
      }
      if word.hasPrefix("-l"), word.count > 2 { append(String(word.dropFirst(2)), to: &libraries) }
      index += 1
    }
  }

  private func append(_ name: String, to list: inout [String]) {
    if !name.isEmpty, !list.contains(name) { list.append(name) }
  }

  /// The words of `value`, split at spaces outside double quotes, quotes removed.
  private static func words(_ value: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quoted = false
    var started = false
    for character in value {
      if character == "\"" {
        quoted.toggle()
        started = true
      } else if (character == " " || character == "\t") && !quoted {
        if started { words.append(current) }
        current = ""
        started = false
      } else {
        current.append(character)
        started = true
      }
    }
    if started { words.append(current) }
    return words
  }
}
