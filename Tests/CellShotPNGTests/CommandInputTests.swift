import Foundation
import Testing

/// The text commands refuse sizes, phases and weights they cannot draw with a usage error
/// naming the flag (exit 64), instead of a blank image or an encoding crash.
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
          ])
    func unusableValuesAreUsageErrors(arguments: [String], message: String) throws {
        let run = try ChildProcess.snapshot(arguments)
        #expect(run.status == 64 && run.stderr.hasPrefix(message), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: Self.out))
    }
}
