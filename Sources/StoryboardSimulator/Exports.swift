// The loaded app (`AppInput`) the simulator launches, re-exported so that a test that imports
// StoryboardSimulator can load one.
@_exported import AppInputs
// The values a simulation reads and returns (steps, states, errors, exploration reports) live
// in StoryboardExplorer, which lint links without the headless controllers; re-exported so
// that `import StoryboardSimulator` still offers them.
@_exported import StoryboardExplorer
