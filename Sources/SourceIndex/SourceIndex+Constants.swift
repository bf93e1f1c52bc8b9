import StoryboardKit

extension SourceIndex {
  /// Turns each pending ``SymbolicUse`` whose name is a ``StringConstant`` into the
  /// ``LiteralUse`` its value makes (or the storyboard of an initial controller), and drops the
  /// opening by no literal it had made; a name that no constant declares, or that several
  /// declare with different values, stays pending and its opening stays. Called once every
  /// file is read, since a constant may be declared in any file; the result does not depend on
  /// the order of the files.
  package mutating func resolveSymbolicUses() {
    guard !symbolicUses.isEmpty else { return }
    var table: [[String]: [StringConstant]] = [:]
    for constant in stringConstants { table[constant.qualifiedName, default: []].append(constant) }
    var pending: [SymbolicUse] = []
    var resolved: [LiteralUse] = []
    var named: [Place: String] = [:]
    for use in symbolicUses {
      guard let value = value(of: use, in: table) else {
        pending.append(use)
        continue
      }
      switch use.target {
      case .literal(let kind):
        resolved.append(
          LiteralUse(
            kind: kind, value: value, path: use.path, location: use.location,
            enclosingClass: use.enclosingClass, platforms: use.platforms, constant: use.spelled,
            failure: use.failure))
      case .initialController(let location):
        named[Place(path: use.path, location: location)] = value
      }
    }
    symbolicUses = pending
    guard !resolved.isEmpty || !named.isEmpty else { return }
    let places = Set(resolved.map { Place(path: $0.path, location: $0.location) })
    codeOpenings = codeOpenings.compactMap { opening in
      let place = Place(path: opening.path, location: opening.location)
      switch opening.kind {
      case .nonLiteralScene, .nonLiteralStoryboard:
        return places.contains(place) ? nil : opening
      case .initialController(nil):
        guard let storyboard = named[place] else { return opening }
        var opening = opening
        opening.kind = .initialController(storyboard: storyboard)
        return opening
      case .initialController, .generatedScene:
        return opening
      }
    }
    // In the order of the files' paths (the order `load` reads them in), then of places: the
    // same whatever the order the files were given in.
    literalUses = (literalUses + resolved).enumerated().sorted { left, right in
      let (a, b) = (left.element, right.element)
      if a.path != b.path { return a.path < b.path }
      if a.location != b.location { return a.location < b.location }
      return left.offset < right.offset
    }.map(\.element)
  }

  /// The value of the constant `use` names: looked up as Swift does, in the innermost type
  /// holding the use (and the superclasses the sources show), then outward to the module's
  /// top level; a declaration of the use's own file before others, then those of its module.
  /// Nil when none is found or those found at the first level that has any disagree.
  private func value(of use: SymbolicUse, in table: [[String]: [StringConstant]]) -> String? {
    if let naming = use.classNaming, let name = use.name.last {
      // Swift describes any class by its own name. Objective-C names a Swift class
      // `Module.Class` (`@objc(Name)` renames it, not told apart here): there only a class an
      // `@interface` or `@implementation` declares is known.
      let known =
        naming == .describing
        ? classes.contains(name)
        : objectiveCInterfaces[name] != nil
          || classes.contains(name) && !swiftClasses.contains(name)
      return known ? name : nil
    }
    // `Detail.storyboardIdentifier`, where every declaration of the member gives the class's
    // name and the sources declare the class (a generic `T` is none).
    if use.name.count == 2, classNameMembers[use.name[1]] == true, classes.contains(use.name[0]),
      table[use.name] == nil
    {
      return use.name[0]
    }
    // A bare name inside a type is more often a parameter or a local than a static member,
    // which would need a static context: it is taken for a global constant only.
    let depths = use.name.count == 1 ? 0...0 : 0...use.scope.count
    let levels =
      use.isImplicitMember
      ? Self.implicitContainers(use.target).map { [$0] }
      : depths.reversed().map { depth in
        [Array(use.scope.prefix(depth))]
          + (depth > 0 ? hierarchy.chain(from: use.scope[depth - 1]).dropFirst().map { [$0] } : [])
      }
    for containers in levels {
      for container in containers {
        let found = (table[container + use.name] ?? []).filter {
          !use.isRawValue || $0.kind == .enumCase
        }
        guard !found.isEmpty else { continue }
        // A file's own declaration is the one it sees: Objective-C's `static` constants and
        // Swift's `private` ones belong to their file, and another file may give the name
        // another value (suripu's generated `HEMMainStoryboard.m` and `HEMSettingsStoryboard.m`
        // each declare `static NSString *const _HEMsettings`, "settings" and "Settings").
        let own = found.filter { $0.path == use.path }
        let local = found.filter { $0.module == use.module }
        let values = Set((!own.isEmpty ? own : local.isEmpty ? found : local).map(\.value))
        return values.count == 1 ? values.first : nil
      }
    }
    return nil
  }

  /// The types whose static members `.member` may name where a name of `target`'s kind is
  /// expected: `String` (extended by the app), and the wrappers AppKit's calls take.
  private static func implicitContainers(_ target: SymbolicUse.Target) -> [[String]] {
    switch target {
    case .literal(.sceneIdentifier): [["NSStoryboard", "SceneIdentifier"], ["String"]]
    case .literal(.storyboardName), .initialController:
      [["NSStoryboard", "Name"], ["UIStoryboard", "Name"], ["String"]]
    case .literal(.segueIdentifier): [["NSStoryboardSegue", "Identifier"], ["String"]]
    case .literal(.comparedSegueIdentifier): [["String"]]
    }
  }

  private struct Place: Hashable {
    var path: String
    var location: TextLocation
  }
}
