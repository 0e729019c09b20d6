import FuzzSupport

runFuzzer(fuzzShape)
