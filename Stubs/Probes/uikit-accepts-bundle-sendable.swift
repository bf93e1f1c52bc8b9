// probe: uikit accepts
// Bundle is Sendable: a Sendable value may hold one and a detached task may use it, so
// SegueKit's scenes (a storyboard's name and bundle) are Sendable too.
import Foundation

struct ProbeResources: Sendable {
  let bundle: Bundle
}

func bundlePath(of bundle: Bundle) async -> String {
  await Task.detached { bundle.bundlePath }.value
}
