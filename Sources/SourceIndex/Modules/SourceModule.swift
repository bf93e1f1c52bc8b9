/// The module a source file or storyboard belongs to, as far as the paths show.
package enum SourceModule: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The app's own module: a file in no Swift package target and no folder the command line
  /// maps to a module.
  case app
  /// A module the paths name: a Swift package target (`Sources/<Target>/…` beside a
  /// `Package.swift`), or a folder mapped with `--sources NAME=DIR`.
  case named(String)

  /// How a message names it: `the app's module`, or `module CoreUI`.
  package var description: String {
    switch self {
    case .app: "the app's module"
    case .named(let name): "module \(name)"
    }
  }

  package static func < (lhs: SourceModule, rhs: SourceModule) -> Bool {
    switch (lhs, rhs) {
    case (.app, .named): true
    case (.named(let left), .named(let right)): left < right
    default: false
    }
  }
}
