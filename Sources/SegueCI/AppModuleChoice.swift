import StoryboardKit

/// The module the typecheck compiles a folder of storyboards without a project in: the module
/// most scenes name with `customModuleProvider="target"`, else the one most scenes name, else
/// `App`; ties go to the first name in byte order. A project names its module; a folder does
/// not, so this is the CI's choice, read with StoryboardKit's class references.
package enum AppModuleChoice {
  package static func module(of documents: [StoryboardDocument]) -> String {
    var target: [String: Int] = [:]
    var named: [String: Int] = [:]
    for reference in documents.flatMap(\.controllers).compactMap(\.classReference) {
      guard let module = reference.module, reference.mangling == .none else { continue }
      named[module, default: 0] += 1
      if reference.isInCurrentTarget { target[module, default: 0] += 1 }
    }
    for counts in [target, named] {
      let best = counts.min { left, right in
        left.value != right.value
          ? left.value > right.value
          : Array(left.key.utf8).lexicographicallyPrecedes(Array(right.key.utf8))
      }
      if let best { return best.key }
    }
    return "App"
  }
}
