import CFuzzerDriver
import Foundation

/// Runs libFuzzer on `test` with this program's command line and exits with its status. Each
/// fuzz target's `main.swift` calls it: SwiftPM names an executable's entry point itself, so
/// libFuzzer's own `main` never runs.
public func runFuzzer(_ test: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(fuzzer_run_driver(&argc, &argv, test))
}
