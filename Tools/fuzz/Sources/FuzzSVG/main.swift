import FuzzSupport

runFuzzer(fuzzSVG)
