import FuzzSupport

runFuzzer(fuzzFont)
