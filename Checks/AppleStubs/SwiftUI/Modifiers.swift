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
    // `@_inheritActorContext` (interface-only attribute: the page drops underscored attributes;
    // public reproductions of the SDK 26.4 interface have it): without it the closure of
    // `.task { loaded = true }` in a view's body is not main-actor isolated and cannot set the
    // view's `@State`.
    nonisolated public func task(
        name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
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

// MARK: - Dialogs and alerts

// developer.apple.com/documentation/swiftui/visibility
@frozen public enum Visibility {
    // developer.apple.com/documentation/swiftui/visibility/automatic
    case automatic
    // developer.apple.com/documentation/swiftui/visibility/visible
    case visible
    // developer.apple.com/documentation/swiftui/visibility/hidden
    case hidden
}

extension View {
    // developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-46zbb
    // `@_disfavoredOverload` assumed (interface-only attribute, as for Text.init(_:)).
    @_disfavoredOverload nonisolated public func confirmationDialog<S, A>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View where S: StringProtocol, A: View {
        StubView()
    }

    // developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)-2s7pz
    nonisolated public func confirmationDialog<A, M>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View {
        StubView()
    }

    // developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-3200l
    nonisolated public func alert<A>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View
    where A: View {
        StubView()
    }

    // developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-1bkka
    // `@_disfavoredOverload` assumed (interface-only attribute, as for Text.init(_:)): a literal
    // picks the LocalizedStringKey overload.
    @_disfavoredOverload nonisolated public func alert<S, A>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    )
        -> some View where S: StringProtocol, A: View
    {
        StubView()
    }

    // MARK: Navigation titles, submission, interaction

    // developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-43srq
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { StubView() }

    // developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { StubView() }

    // developer.apple.com/documentation/swiftui/view/disabled(_:)
    nonisolated public func disabled(_ disabled: Bool) -> some View { StubView() }
}

// developer.apple.com/documentation/swiftui/submittriggers
// (an option set: the page lists `init(rawValue:)`; the RawValue type was not read)
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: UInt
    // developer.apple.com/documentation/swiftui/submittriggers/init(rawvalue:) (page not read)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // developer.apple.com/documentation/swiftui/submittriggers/text
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    // developer.apple.com/documentation/swiftui/submittriggers/search
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}
