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
