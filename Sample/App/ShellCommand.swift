/// One line of the sample shell, split into a command, its values and its flags.
///
/// Words are separated by spaces; a word in double or single quotes keeps its spaces
/// (`login "Ada Lovelace"`). Flags start with `--` and must be among the command's flags.
struct ShellCommand: Equatable {
    let name: String
    let values: [String]
    let flags: Set<String>

    /// The flags each command accepts.
    static let allowedFlags: [String: Set<String>] = [
        "open": ["--modal", "--replace", "--external", "--prevent", "--flat"],
        "dismiss": ["--app"],
        "login": ["--fail"],
    ]

    enum ParseError: Error, Equatable, CustomStringConvertible {
        case unclosedQuote(Character)
        case unknownFlags(command: String, flags: [String], allowed: Set<String>)

        var description: String {
            switch self {
            case .unclosedQuote(let quote):
                return "a \(quote) quote is not closed"
            case .unknownFlags(let command, let flags, let allowed):
                let known = allowed.isEmpty ? "it takes no flags" : "its flags: \(allowed.sorted().joined(separator: " "))"
                return "unknown flag\(flags.count == 1 ? "" : "s") \(flags.joined(separator: " ")) for '\(command)'; \(known)"
            }
        }
    }

    /// Splits a line into words, keeping quoted text together.
    static func words(of line: String) throws(ParseError) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var inWord = false
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if let open = quote { throw .unclosedQuote(open) }
        if inWord { words.append(current) }
        return words
    }

    /// Parses a line; `nil` for a blank one.
    init?(parsing line: String) throws(ParseError) {
        let words = try Self.words(of: line)
        guard let name = words.first else { return nil }
        let arguments = words.dropFirst()
        let flags = arguments.filter { $0.hasPrefix("--") }
        let allowed = Self.allowedFlags[name] ?? []
        let unknown = flags.filter { !allowed.contains($0) }
        if !unknown.isEmpty { throw .unknownFlags(command: name, flags: unknown, allowed: allowed) }
        self.name = name
        self.values = arguments.filter { !$0.hasPrefix("--") }
        self.flags = Set(flags)
    }
}
