import FuzzSupport

runFuzzer(fuzzReport)
