import SegueCI

/// The arguments of a segue-ci command: options (`--name VALUE`, or a flag) anywhere, the
/// rest positional, in order.
struct CommandArguments {
  let command: String
  private var rest: [String]

  init(_ arguments: [String]) {
    command = arguments.first ?? ""
    rest = Array(arguments.dropFirst())
  }

  /// The values of every `name VALUE`, in order, taken out of the arguments.
  mutating func options(_ name: String) -> [String] {
    var values: [String] = []
    var index = 0
    while index < rest.count {
      if rest[index] == name, index + 1 < rest.count {
        values.append(rest[index + 1])
        rest.removeSubrange(index...(index + 1))
      } else {
        index += 1
      }
    }
    return values
  }

  mutating func option(_ name: String) -> String? {
    options(name).last
  }

  mutating func required(_ name: String) throws(CIFailure) -> String {
    guard let value = option(name) else { throw CIFailure("\(command) needs \(name).") }
    return value
  }

  mutating func flag(_ name: String) -> Bool {
    let count = rest.count
    rest.removeAll { $0 == name }
    return rest.count < count
  }

  mutating func variant() throws(CIFailure) -> Variant {
    try Variant.named(try required("--variant"))
  }

  /// The first positional argument, taken out; options must have been taken before.
  mutating func positional(_ name: String) throws(CIFailure) -> String {
    guard let index = rest.firstIndex(where: { !$0.hasPrefix("--") || $0 == "-" }) else {
      throw CIFailure("\(command) needs \(name).")
    }
    return rest.remove(at: index)
  }

  mutating func remaining(atLeastOne name: String) throws(CIFailure) -> [String] {
    try finishOptions()
    guard !rest.isEmpty else { throw CIFailure("\(command) needs at least one \(name).") }
    defer { rest = [] }
    return rest
  }

  func finish() throws(CIFailure) {
    guard rest.isEmpty else {
      throw CIFailure("\(command) does not take \(rest.joined(separator: " ")).")
    }
  }

  private func finishOptions() throws(CIFailure) {
    if let option = rest.first(where: { $0.hasPrefix("--") }) {
      throw CIFailure("\(command) does not know \(option).")
    }
  }
}
