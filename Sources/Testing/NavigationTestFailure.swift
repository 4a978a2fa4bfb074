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

/// A small line diff (longest common subsequence), for failure messages.
enum LineDiff {
    static func lines(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var output: [String] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count && j < new.count && old[i] == new[j] {
                output.append("  " + old[i]); i += 1; j += 1
            } else if i < old.count && (j == new.count || lengths[i + 1][j] >= lengths[i][j + 1]) {
                output.append("- " + old[i]); i += 1
            } else {
                output.append("+ " + new[j]); j += 1
            }
        }
        return output.joined(separator: "\n")
    }
}
