// In the synchronized folder but left out of the target by a membership exception.
#error("Excluded.swift is not compiled by the Generated target.")
