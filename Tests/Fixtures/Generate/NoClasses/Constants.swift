/// A source file that declares no class: the wrong folder given to --sources.
let appName = "Payroll"
