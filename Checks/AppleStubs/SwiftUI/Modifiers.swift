// SwiftUI stub: presentation, life-cycle and identity modifiers.
// Conventions: see SwiftUI.swift.

extension View {
    // MARK: Presentation

    // developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
    nonisolated public func sheet<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        StubView()
    }

    // developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
    // (iOS, tvOS, watchOS and visionOS only: no macOS entry; availability is not modelled here)
    nonisolated public func fullScreenCover<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        StubView()
    }

    // developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { StubView() }

    // MARK: Life cycle

    // developer.apple.com/documentation/swiftui/view/onappear(perform:)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { StubView() }

    // developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { StubView() }

    // developer.apple.com/documentation/swiftui/view/task(name:priority:file:line:_:)
    // The 2026 pages have no task(priority:_:) page: this declaration (SDK 26.4+) also covers
    // `.task(priority:) { … }` calls. Earlier SDKs declare
    // `task(priority:_ action: @escaping @Sendable () async -> Void)` with `@_inheritActorContext`.
    nonisolated public func task(
        name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
        _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        StubView()
    }

    // developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View
    where V: Equatable {
        StubView()
    }

    // developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
    where V: Equatable {
        StubView()
    }

    // developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { StubView() }

    // MARK: Identity

    // developer.apple.com/documentation/swiftui/view/id(_:) (page not read)
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { StubView() }
}
