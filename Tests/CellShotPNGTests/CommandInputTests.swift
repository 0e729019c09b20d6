// Linux only: child processes through posix_spawn and Linux's socket and /proc interfaces.
#if os(Linux)
import Foundation
import Testing

/// The text commands refuse sizes, phases, weights and font families they cannot draw, and `bench` durations
/// it could never finish, with a usage error naming the flag (exit 2, as every usage error of the command line) — instead of a blank
/// image, an encoding crash or a run without end.
@Suite struct CommandInputTests {
    static let out = NSTemporaryDirectory() + "cellshot-specimen-\(getpid()).png"

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: ChildProcess.snapshotPath)),
          arguments: [
              (["specimen", "--out", out, "--text", "Hello", "--size", "nan"], "Error: --size 'nan': "),
              (["specimen", "--out", out, "--text", "Hello", "--size", "inf"], "Error: --size 'inf': "),
              (["specimen", "--out", out, "--text", "Hello", "--size=-5"], "Error: --size '-5.0': "),
              (["specimen", "--out", out, "--text", "Hello", "--weight", "heavy"], "Error: --weight 'heavy': "),
              (["glyph-dump", "--text", "a", "--sizes", "nan"], "Error: --sizes 'nan': 'nan' is not a usable size"),
              (["glyph-dump", "--text", "a", "--sizes", "12,,17"], "Error: --sizes '12,,17': '' is not a usable size"),
              (["glyph-dump", "--text", "a", "--sizes", "12,0"], "Error: --sizes '12,0': '0' is not a usable size"),
              (["glyph-dump", "--text", "a", "--phases", "0,7"], "Error: --phases '0,7': '7' is not a subpixel phase"),
              (["specimen", "--out", out, "--text", "Hello", "--family", "Helvetica"], "Error: --family 'Helvetica': expected a font family: DejaVu Sans, DejaVu Sans Mono, Inter, Roboto"),
              (["specimen", "--out", "", "--text", "Hello"], "Error: --out '': expected a file path"),
              (["specimen", "--out", "/nonexistent-folder/x.png", "--text", "Hello"], "snapshot: /nonexistent-folder/x.png: cannot write the file (create a temporary file in /nonexistent-folder)"),
              (["glyph-dump", "--text", "a", "--family", "roboto"], "Error: --family 'roboto': expected a font family: "),
              (["shape", "Hello", "--font", "Nope"], "Error: --font 'Nope': expected a font family: "),
              (["shape", "Hello", "--weight", "heavy"], "Error: --weight 'heavy': "),
              (["shape", "Hello", "--size", "nan"], "Error: --size 'nan': expected a size in points above 0 and at most 1000"),
              (["shape", "Hello", "--size=-1"], "Error: --size '-1.0': "),
              (["shape", "Hello", "--size", "1e9"], "Error: --size '1000000000.0': "),
              (["bench", "--min-seconds", "inf"], "Error: --min-seconds 'inf': expected seconds in 0…600"),
              (["bench", "--min-seconds", "nan"], "Error: --min-seconds 'nan': expected seconds in 0…600"),
          ])
    func unusableValuesAreUsageErrors(arguments: [String], message: String) throws {
        let run = try ChildProcess.snapshot(arguments)
        #expect(run.status == 2 && run.stderr.hasPrefix(message), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: Self.out))
    }
}
#endif
