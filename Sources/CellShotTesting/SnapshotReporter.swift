import Foundation
import Testing
import XCTest

/// Reports a failed snapshot through the framework that runs the test: Swift Testing's
/// `Issue.record` (with the artifacts attached from memory) when a Swift Testing test is running,
/// `XCTFail` (with `XCTAttachment`s where XCTest offers them) otherwise.
enum SnapshotReporter {
    static func fail(_ message: String, attachments: [(name: String, bytes: [UInt8])], location: CallLocation) {
        if Test.current != nil {
            let source = SourceLocation(fileID: location.fileID, filePath: location.filePath,
                                        line: location.line, column: location.column)
            for file in attachments {
                Attachment.record(file.bytes, named: file.name, sourceLocation: source)
            }
            Issue.record(Comment(rawValue: message), sourceLocation: source)
        } else {
            #if canImport(Darwin)
            XCTContext.runActivity(named: "Snapshot artifacts") { activity in
                for file in attachments {
                    let attachment = XCTAttachment(data: Data(file.bytes))
                    attachment.name = file.name
                    attachment.lifetime = .keepAlways
                    activity.add(attachment)
                }
            }
            #endif
            XCTFail(message, file: location.staticFilePath, line: UInt(location.line))
        }
    }
}

/// Where an assertion was written.
struct CallLocation: Sendable {
    var fileID: String
    var filePath: String
    var staticFilePath: StaticString
    var line: Int
    var column: Int
    /// The test function's name without its argument list ("testCard").
    var testName: String

    /// The test target: `#fileID`'s first part ("AppTests"), or the folder's name.
    var module: String {
        if let slash = fileID.firstIndex(of: "/") { return String(fileID[..<slash]) }
        return (folder as NSString).lastPathComponent
    }

    /// The test file's name without `.swift`.
    var fileStem: String {
        let file = filePath.split(separator: "/").last.map(String.init) ?? filePath
        return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }

    /// The folder of the test file.
    var folder: String {
        guard let slash = filePath.lastIndex(of: "/") else { return "." }
        return String(filePath[..<slash])
    }
}
