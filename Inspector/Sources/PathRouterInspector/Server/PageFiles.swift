import Foundation

/// The page's files (HTML, CSS, JavaScript), read once from the package's resources. The page
/// is plain files: no build step, nothing fetched from elsewhere.
struct PageFiles: Sendable {
    struct File: Sendable {
        let contentType: String
        let text: String
    }

    private let files: [String: File]

    /// The names the page is made of.
    static let names = ["index.html", "inspector.css", "renderer.js", "inspector.js"]

    init() throws {
        var files: [String: File] = [:]
        for name in Self.names {
            let parts = name.split(separator: ".")
            guard
                let url = Bundle.module.url(forResource: String(parts[0]), withExtension: String(parts[1]), subdirectory: "Page")
            else { throw InspectorError(code: "missingResource", message: "the page file \(name) is missing from the package") }
            let type =
                switch parts[1] {
                case "html": "text/html; charset=utf-8"
                case "css": "text/css; charset=utf-8"
                default: "text/javascript; charset=utf-8"
                }
            files[name] = File(contentType: type, text: try String(contentsOf: url, encoding: .utf8))
        }
        self.files = files
    }

    /// The file `name`, with `{{token}}` replaced (the page's own links carry the token).
    func file(_ name: String, token: AccessToken) -> File? {
        guard let file = files[name] else { return nil }
        return File(contentType: file.contentType, text: file.text.replacingOccurrences(of: "{{token}}", with: token.value))
    }
}
