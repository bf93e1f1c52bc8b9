extension Project {
  /// The targets of this project whose classes `target`'s storyboards and code may name, nearest
  /// first, each once: the frameworks and libraries it links, through theirs, and, for a
  /// WatchKit app, its WatchKit extension and what that links, since the extension's module
  /// holds the interface controllers of the app's storyboard.
  ///
  /// A WatchKit 2 app depends on its extension; a WatchKit 1 extension depends on its app, so
  /// both directions are read.
  package func linkedTargets(of target: Target) -> [Target] {
    let extensions =
      target.isWatchApp
      ? targets.filter {
        $0.isWatchKitExtension
          && (target.dependencies.contains($0.name) || $0.dependencies.contains(target.name))
      } : []
    var found: [Target] = []
    var seen: Set<String> = [target.name]
    for root in [target] + extensions {
      if root.name != target.name, seen.insert(root.name).inserted { found.append(root) }
      for library in dependencies(of: root, following: \.isLibrary)
      where seen.insert(library.name).inserted {
        found.append(library)
      }
    }
    return found
  }
}

extension Target {
  /// Whether the target builds a framework or a static or dynamic library.
  package var isLibrary: Bool {
    kind == .framework || productType?.hasPrefix("com.apple.product-type.library.") == true
  }

  /// Whether the target is a WatchKit app (watchOS 2 and later, or WatchKit 1's).
  var isWatchApp: Bool {
    kind == .app && (productType?.contains("watchapp") == true || platform == .watchOS)
  }

  /// Whether the target is a WatchKit extension, whose module holds its app's controllers.
  var isWatchKitExtension: Bool {
    productType == "com.apple.product-type.watchkit2-extension"
      || productType == "com.apple.product-type.watchkit-extension"
  }
}
