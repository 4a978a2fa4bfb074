/// What a ``NavigationTest`` check found: thrown, so that it fails a test in Swift Testing
/// (`try`) and in XCTest (a throwing test method) alike, with a readable message.
///
/// A test runner reports a thrown error at the test that threw it; the failure's description
/// starts with the file and line of the kit call that failed (`SceneTests.swift:42: …`), so it
/// points at the failing line, not only at the test.
public struct NavigationTestFailure: Error, CustomStringConvertible, Sendable {
    /// What was expected and what happened, with a line diff when both are texts.
    public let message: String
    /// The file (`#fileID`) and line of the kit call that failed, when known.
    public let fileID: String?
    public let line: Int?

    public init(_ message: String, fileID: String? = nil, line: Int? = nil) {
        self.message = message
        self.fileID = fileID
        self.line = line
    }

    public var description: String {
        guard let fileID, let line else { return message }
        return "\(fileID):\(line): \(message)"
    }

    /// A failure showing how `actual` differs from `expected`, line by line: `-` lines were
    /// expected and are missing, `+` lines are there and were not expected.
    static func diff(_ what: String, expected: String, actual: String, fileID: String?, line: Int?) -> NavigationTestFailure {
        NavigationTestFailure(
            "\(what) differs (- expected, + actual):\n" + LineDiff.lines(expected: expected, actual: actual), fileID: fileID, line: line)
    }
}
