/// Why the store could not read or write a snapshot: the file (or setting) involved, what
/// went wrong, and what was expected.
public struct StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file, folder or setting involved.
    public var path: String
    /// What went wrong.
    public var problem: String
    /// What was expected, when that helps.
    public var expected: String?

    public init(path: String, problem: String, expected: String? = nil) {
        self.path = path
        self.problem = problem
        self.expected = expected
    }

    public var description: String {
        "\(path): \(problem)" + (expected.map { " (expected \($0))" } ?? "")
    }
}
