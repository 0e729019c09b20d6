import FuzzSupport

runFuzzer(fuzzDiffOptions)
