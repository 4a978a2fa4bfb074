import Foundation
import Testing

/// An enum field's samples are all its cases: a `String`-raw enum conforms to `RouteField` by
/// being `CaseIterable`; without it, it must list its samples, and one that does neither is a
/// compile-time error naming `routeSamples` (binding could not check a value it cannot list).
@Suite("Typed routes: enum fields")
struct RouteFieldConformanceTests {
    @Test(
        "a String enum without CaseIterable is a compile error naming routeSamples; with it, or with its samples listed, it compiles",
        .enabled(if: MigrationTests.modules != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/env")))
    func enumConformance() throws {
        let refused = try MigrationTests.typecheck("enum Kind: String, RouteField { case book, film }")
        #expect(refused.status != 0 && refused.output.contains("routeSamples"), "\(refused.output)")
        let iterable = try MigrationTests.typecheck("enum Kind: String, RouteField, CaseIterable { case book, film }")
        #expect(iterable.status == 0, "\(iterable.output)")
        let listed = try MigrationTests.typecheck("enum Kind: String, RouteField { case book, film\n static var routeSamples: [Kind] { [.book, .film] } }")
        #expect(listed.status == 0, "\(listed.output)")
    }
}
