// `import AppKit` makes Foundation visible, as the SDK's module re-exports it.
@_exported import Foundation
