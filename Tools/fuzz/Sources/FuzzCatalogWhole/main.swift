import FuzzSupport

runFuzzer(fuzzCatalogWhole)
