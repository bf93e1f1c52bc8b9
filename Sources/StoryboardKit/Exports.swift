// The model's places (`TextLocation`) and its errors (`StoryboardError.diagnostic`) are
// SegueDiagnostics' types: re-exported so that `import StoryboardKit` is still all a user needs.
@_exported import SegueDiagnostics
