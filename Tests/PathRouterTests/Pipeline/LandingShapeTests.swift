import Foundation
@testable import PathRouter
import SceneHost
import Testing

/// A landing's shape is decided once, at admission, from the request's options (DESIGN.md, "A
/// landing's shape, decided once"): each combination of options gives one shape, options that
/// contradict each other are refused there, and no code past admission reads the option flags
/// that decide the shape, so a new option touches the request, the shape and the plan.
@Suite("A landing's shape")
struct LandingShapeTests {
    static func request(
        modal: Bool = false, replace: Bool = false, tabs: Bool = false, split: Bool = false,
        column: SplitContainer.Column? = nil
    ) -> NavigationRequest {
        var request = NavigationRequest(
            path: "/a", replace: replace, externally: false, embedInNavigationView: true, modal: modal,
            shouldPreventDismissal: false, interceptionExecutionFlow: nil, animation: nil)
        if tabs { request.installTabs = [TabDefinition(name: "home", rootPath: "/home")] }
        if split { request.installSplit = true }
        if let column { request.column = column }
        return request
    }

    @Test("each combination of options gives one shape, the first that applies winning")
    func shapes() throws {
        #expect(try LandingShape(Self.request()) == .push)
        #expect(try LandingShape(Self.request(modal: true)) == .modal)
        #expect(try LandingShape(Self.request(replace: true)) == .replace)
        #expect(try LandingShape(Self.request(tabs: true)) == .tabs)
        #expect(try LandingShape(Self.request(modal: true, tabs: true)) == .modalTabs)
        #expect(try LandingShape(Self.request(split: true)) == .split)
        #expect(try LandingShape(Self.request(column: .secondary)) == .column)
        #expect(try LandingShape(Self.request(tabs: true, split: true)) == .split, "a split is installed first")
        #expect(try LandingShape(Self.request(tabs: true, column: .primary)) == .column)
        #expect(LandingShape.of(Self.request(tabs: true)).buildsRoot && LandingShape.of(Self.request(split: true)).buildsRoot)
        #expect(!LandingShape.of(Self.request(modal: true, tabs: true)).buildsRoot, "presented tabs build no root")
    }

    @Test("modal and replace are refused at admission, naming the path, whatever else is set")
    func contradiction() {
        for request in [Self.request(modal: true, replace: true), Self.request(modal: true, replace: true, split: true)] {
            #expect {
                try LandingShape(request)
            } throws: { error in
                (error as? NavigationError)?.code == .invalidOptions && (error as? NavigationError)?.path == "/a"
            }
            #expect(LandingShape.of(request) == .push, "before admission, a refused request builds no root")
        }
    }

    @Test("past admission, only the shape's file, the plan and the request's own file read the options that decide the shape")
    func flagsReadOnce() throws {
        let decisive = /request\.(modal|replace|installSplit)\b(?!\s*=[^=])/
        let allowed: Set = [
            "Sources/PathRouter/Pipeline/NavigationRequest.swift", "Sources/PathRouter/Pipeline/LandingShape.swift",
        ]
        var readers: [String] = []
        for (path, text) in StoryDrawingTests.sources where path.hasPrefix("Sources/PathRouter/") && !allowed.contains(path) {
            for (number, line) in text.components(separatedBy: "\n").enumerated()
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && line.contains(decisive) {
                readers.append("\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(readers.isEmpty, "the landing's shape is re-derived from the option flags here:\n\(readers.joined(separator: "\n"))")
        #expect(!StoryDrawingTests.sources.isEmpty)
    }
}
