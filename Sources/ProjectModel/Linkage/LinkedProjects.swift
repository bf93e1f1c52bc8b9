import Foundation

/// The other Xcode projects that linked code names, each read once per run however many
/// targets link its products: a workspace of 34 projects (Provenance's emulator cores) was
/// read again for every product of every target, and `segue lint` spent most of its 100
/// seconds parsing the same `project.pbxproj` files.
///
/// A reference, so that every target a resolver judges shares it; a lock, because targets may
/// be judged on several threads. It lives as long as the run that made it: a project file
/// edited between runs is read anew.
package final class LinkedProjects: @unchecked Sendable {
  private let lock = NSLock()
  /// The project at each path as spelt, nil for one that cannot be read.
  private var loaded: [String: Project?] = [:]

  package init() {}

  /// The project at `path`, read the first time it is asked for; nil when it cannot be read.
  package func project(at path: String) -> Project? {
    lock.lock()
    if let known = loaded[path] {
      lock.unlock()
      return known
    }
    lock.unlock()
    // Read outside the lock: two threads may both read a project the first time, and the
    // same value is kept either way.
    let project = try? Project.load(at: path)
    lock.lock()
    defer { lock.unlock() }
    if let known = loaded[path] { return known }
    loaded[path] = .some(project)
    return project
  }

  /// How many projects were read: each path once.
  package var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return loaded.count
  }
}
