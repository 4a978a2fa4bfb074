import PathRouter
import PathRouterBindings
import Testing

/// Every gesture against every kind of state it can meet: what the write becomes.
@Suite("Write-back rules")
struct JudgingTableTests {
    /// A scene: root stack /home /a /b /c, a sheet /d, and the ids by path.
    static func scene(sheetPreventsDismissal: Bool = false) async throws -> (Shop, SceneProjection, [String: Screen.ID]) {
        let shop = try Shop()
        for path in ["/home", "/a", "/b", "/c"] { _ = try await shop.router.navigate(toPath: path).result.get() }
        _ = try await shop.router.navigate(toPath: "/d", modal: true, shouldPreventDismissal: sheetPreventsDismissal).result.get()
        let projection = SceneProjection(shop.router)
        let ids = Dictionary(uniqueKeysWithValues: projection.items.map { ($0.path, $0.id) })
        return (shop, projection, ids)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let preventsDismissal: Bool
        let dismissSheetFirst: Bool
        /// The write, from the ids by path and the projection.
        let write: @Sendable ([String: Screen.ID], SceneProjection) -> UIWrite
        /// What it should become (a report's screen named by path), or a fragment of the reason.
        let expected: Expected
        var testDescription: String { name }
    }

    enum Expected: Sendable {
        case pop(String)
        case dismiss(String)
        case selectTab(String)
        case unchanged
        case dropped(String)
    }

    static let root = StackID(place: .root)

    static let cases: [Case] = [
        Case(
            name: "a back swipe on the top stack pops its top screen", preventsDismissal: false, dismissSheetFirst: true,
            write: { ids, _ in .path([ids["/a"]!, ids["/b"]!], of: root) }, expected: .pop("/c")),
        Case(
            name: "a long-press on Back popping three is one pop to the first removed", preventsDismissal: false, dismissSheetFirst: true,
            write: { _, _ in .path([], of: root) }, expected: .pop("/a")),
        Case(
            name: "the same path reports nothing", preventsDismissal: false, dismissSheetFirst: true,
            write: { ids, _ in .path([ids["/a"]!, ids["/b"]!, ids["/c"]!], of: root) }, expected: .unchanged),
        Case(
            name: "a longer path is not a UI's to write", preventsDismissal: false, dismissSheetFirst: true,
            write: { ids, _ in .path([ids["/a"]!, ids["/b"]!, ids["/c"]!, ids["/home"]!], of: root) }, expected: .dropped("only removes")),
        Case(
            name: "a reordered path is not a UI's to write", preventsDismissal: false, dismissSheetFirst: true,
            write: { ids, _ in .path([ids["/b"]!, ids["/a"]!], of: root) }, expected: .dropped("only removes")),
        Case(
            name: "a pop of a stack under a sheet is dropped (not where the user is)", preventsDismissal: false, dismissSheetFirst: false,
            write: { ids, _ in .path([ids["/a"]!], of: root) }, expected: .dropped("not the one the user navigates in")),
        Case(
            name: "a write about a stack no longer shown is dropped", preventsDismissal: false, dismissSheetFirst: false,
            write: { _, _ in .path([], of: StackID(place: .modal(Screen.ID(rawValue: 999)))) }, expected: .dropped("no longer shown")),
        Case(
            name: "a sheet swiped down is a dismissal", preventsDismissal: false, dismissSheetFirst: false,
            write: { ids, _ in .dismissed(modal: ids["/d"]!) }, expected: .dismiss("/d")),
        Case(
            name: "a sheet that prevents dismissal is not dismissed", preventsDismissal: true, dismissSheetFirst: false,
            write: { ids, _ in .dismissed(modal: ids["/d"]!) }, expected: .dropped("may not be dismissed")),
        Case(
            name: "a modal already gone is dropped, not an error", preventsDismissal: false, dismissSheetFirst: true,
            write: { _, _ in .dismissed(modal: Screen.ID(rawValue: 999)) }, expected: .dropped("no longer presented")),
        Case(
            name: "a tab write where there are no tabs is dropped", preventsDismissal: false, dismissSheetFirst: true,
            write: { _, _ in .selectedTab("shop", in: .root) }, expected: .dropped("no tab container")),
    ]

    @Test("each write becomes the right report, or is dropped with a reason", arguments: cases)
    func table(testCase: Case) async throws {
        let (shop, _, ids) = try await Self.scene(sheetPreventsDismissal: testCase.preventsDismissal)
        if testCase.dismissSheetFirst { _ = try await shop.router.dismiss().result.get() }
        let projection = SceneProjection(shop.router)
        let verdict = projection.judge(testCase.write(ids, projection))
        switch (testCase.expected, verdict) {
        case (.pop(let path), .report(.pop(let id))): #expect(id == ids[path])
        case (.dismiss(let path), .report(.dismiss(let id))): #expect(id == ids[path])
        case (.selectTab(let name), .report(.selectTab(let selected))): #expect(name == selected)
        case (.unchanged, .unchanged): break
        case (.dropped(let fragment), .dropped(let reason)): #expect(reason.contains(fragment), "\(reason)")
        default: Issue.record("expected \(testCase.expected), got \(verdict)")
        }
        // A report the router takes changes the scene as the UI did.
        if case .report(let report) = verdict {
            _ = try await report.send(to: shop.router).result.get()
            #expect(SceneProjection(shop.router) == projection.writingForTests(testCase.write(ids, projection)))
        }
    }

    @Test("tab writes: another shown tab is a selection, the selected one nothing, a never shown one asks to open it, a covered one dropped")
    func tabWrites() async throws {
        let shop = try Shop()
        _ = try await shop.router.setTabs(Shop.tabs, selected: "home").result.get()
        var projection = SceneProjection(shop.router)
        #expect(projection.judge(.selectedTab("home", in: .root)) == .unchanged)
        #expect(projection.judge(.selectedTab("shop", in: .root)) == .ask(.openTab("shop")))
        _ = try await shop.router.selectTab("shop").result.get()
        projection = SceneProjection(shop.router)
        #expect(projection.judge(.selectedTab("home", in: .root)) == .report(.selectTab("home")))
        #expect(projection.judge(.selectedTab("cart", in: .root)) == .dropped("the tab container has no tab 'cart'"))
        _ = try await shop.router.navigate(toPath: "/b", modal: true).result.get()
        guard case .dropped(let covered) = SceneProjection(shop.router).judge(.selectedTab("home", in: .root)) else {
            Issue.record("not dropped")
            return
        }
        #expect(covered.contains("covered"))
    }

    @Test("a Back control the UI draws (nothing popped) asks, guarded or not, and the UI shows what it showed")
    func backControlAsks() async throws {
        let (shop, _, ids) = try await Self.scene()
        _ = try await shop.router.dismiss().result.get()
        let projection = SceneProjection(shop.router)
        let write = UIWrite.popAttempted([ids["/a"]!], of: Self.root)
        #expect(projection.judge(write) == .ask(.popBack(to: ids["/a"]!)))
        #expect(projection.writingForTests(write) == projection, "the UI changed nothing")
        #expect(projection.judge(.popAttempted(projection.stack(Self.root)!.path, of: Self.root)) == .unchanged)
    }
}

extension SceneProjection {
    /// The projection after a write, through the follower (what the UI shows once it made it).
    func writingForTests(_ write: UIWrite) -> SceneProjection {
        var follower = SceneFollower(self)
        _ = follower.write(write, seenAt: follower.version)
        return follower.shown
    }
}
