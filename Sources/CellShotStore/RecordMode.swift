/// When an assertion or `snapshot record` writes a reference.
///
/// A reference whose decoded pixels already equal the new image is never rewritten, whatever
/// the mode, so an encoder change causes no byte churn in git.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write every snapshot whose pixels differ in any way (even within a tolerance), and
    /// refresh a layout dump beside an unchanged image. Each write fails the assertion.
    case all
    /// Write references that do not exist yet; compare the others. The local default.
    case missing
    /// Write references that are missing or fail the comparison.
    case failed
    /// Never write; a missing reference fails. The default when `CI` is set.
    case never

    /// The environment variable that chooses the mode for a whole run.
    public static let environmentKey = "CELLSHOT_RECORD"

    /// The mode named by `CELLSHOT_RECORD` in `environment`, or — when it is unset — `never`
    /// if `CI` is set (and not "0"/"false") and `missing` otherwise.
    /// - Throws: ``StoreError`` when `CELLSHOT_RECORD` holds an unknown value.
    public static func fromEnvironment(_ environment: [String: String]) throws(StoreError) -> RecordMode {
        if let value = environment[environmentKey], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value.lowercased()) else {
                throw StoreError(path: environmentKey, problem: "unknown record mode \"\(value)\"",
                                 expected: allCases.map(\.rawValue).joined(separator: ", "))
            }
            return mode
        }
        let ci = environment["CI"] ?? ""
        return ci.isEmpty || ci == "0" || ci.lowercased() == "false" ? .missing : .never
    }
}
