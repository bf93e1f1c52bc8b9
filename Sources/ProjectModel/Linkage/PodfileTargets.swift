/// The pods a `Podfile` names, and which of its targets link each: `pod 'Name'` lines (a
/// subspec to its pod) at the top, in `target '…' do` and `abstract_target` blocks, and in
/// methods the Podfile defines and calls in a target. Read when neither the Pods xcconfigs nor
/// `Podfile.lock` are there, so that a target is not said to link another's pods (Lockdown's
/// app and its tests' SnapshotTesting; fluffychat's FMDB, which only its notification
/// extension names). Line by line, as CocoaPods' DSL is written; a target that calls a method
/// the Podfile does not define (Flutter's `flutter_install_all_ios_pods`) links pods it does
/// not name.
package struct PodfileTargets: Sendable, Equatable {
  /// What one target links by the Podfile's lines.
  package struct Pods: Sendable, Equatable {
    /// The pods it names, its enclosing targets', the top level's and its methods', sorted.
    package var names: [String]
    /// Whether those are all: false when a line of the target calls what the Podfile does
    /// not define, which may add pods.
    package var complete: Bool
  }

  /// Every pod named anywhere in the Podfile, sorted.
  package private(set) var allPods: [String] = []
  private var blocks: [PodfileBlock] = []

  package init(text: String) {
    blocks = PodfileBlock.parse(text)
    allPods = Set(blocks.flatMap(\.pods)).sorted()
  }

  /// What target `name` links, or nil when no `target` block names it (a Podfile before
  /// CocoaPods 1.0 that gives every target its pods, or another project's target).
  package func pods(ofTarget name: String) -> Pods? {
    guard let target = blocks.firstIndex(where: { $0.kind == .target(name) }) else { return nil }
    let methods = Dictionary(
      blocks.indices.compactMap { index -> (String, Int)? in
        guard case .method(let name) = blocks[index].kind else { return nil }
        return (name, index)
      }, uniquingKeysWith: { first, _ in first })
    var names = Set<String>()
    var complete = true
    var scope: Int? = target
    while let current = scope {
      for index in contents(of: current) {
        names.formUnion(blocks[index].pods)
        // The top level's calls set CocoaPods up (`flutter_ios_podfile_setup`); a target's
        // may install pods.
        guard current != 0 else { continue }
        for call in blocks[index].calls {
          if let method = methods[call] {
            names.formUnion(contents(of: method).flatMap { blocks[$0].pods })
          } else {
            complete = false
          }
        }
      }
      // `inherit! :search_paths` (or `:none`): the target links none of its parents' pods.
      guard blocks[current].inheritsPods else { break }
      scope = enclosingTarget(of: current)
    }
    return Pods(names: names.sorted(), complete: complete)
  }

  /// `block` and the plain blocks (`if`, `each do`) inside it, not its nested targets.
  private func contents(of block: Int) -> [Int] {
    [block]
      + blocks.indices.filter { index in
        guard blocks[index].kind == .other else { return false }
        var parent = blocks[index].parent
        while let current = parent, current != block, blocks[current].kind == .other {
          parent = blocks[current].parent
        }
        return parent == block
      }
  }

  /// The target, abstract target or top level that holds `block`.
  private func enclosingTarget(of block: Int) -> Int? {
    var parent = blocks[block].parent
    while let current = parent {
      if case .method = blocks[current].kind { return nil }
      if blocks[current].kind != .other { return current }
      parent = blocks[current].parent
    }
    return nil
  }
}
