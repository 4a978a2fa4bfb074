import PathRouterTesting
import XCTest

/// The kit works from XCTest too: its checks throw, and a throwing test method fails on them.
final class NavigationTestXCTests: XCTestCase {
    func testNavigateAndCheckTheTree() async throws {
        let test = try NavigationTest(modules: [ShopModule.self], mode: .relaxed)
        try await test.scene().navigate(to: "/products/1")
        try test.scene().expectState(
            """
            root: stack
            ├─ /products [TestScreen]
            └─ /products/1 [TestScreen]
            """)
        XCTAssertThrowsError(try test.scene().expectState("root: stack"))
        try test.finish()
    }
}
