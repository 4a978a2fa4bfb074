// A stub of Apple's SwiftUI for type-checking PathRouter's adapters on Linux (see Checks/README.md).
// Declarations only, each copied from the Apple documentation page named in the comment above it
// (developer.apple.com/documentation/…). Bodies are `fatalError()` or trivial: nothing here runs.
//
// Conventions, applied in every file of this module:
// - The 2026 pages (SDK 27) print `@ContentBuilder` where the SDK 18–26 interfaces say `@ViewBuilder`,
//   and drop the `where … : View` constraints of `ViewBuilder`'s methods. The stub keeps the SDK 18–26
//   spelling (`@ViewBuilder`, constrained builder methods), the stricter of the two.
// - Pages print no `public` and no `@available`; the stub adds `public` and leaves availability out.
// - "(page not read)" marks a declaration written from the SDK interface as reproduced elsewhere
//   (research notes, OpenSwiftUI) or by analogy with a sibling page, not checked against its page.
// - "(interface-only attribute)" marks an underscored attribute the pages drop but the SDK interface
//   has, kept because it changes what type-checks (`@_inheritActorContext`, `@_disfavoredOverload`).
// - The underlying type of every opaque `some View` result is the internal `StubView`.

// SwiftUI re-exports Foundation (URL, Bundle, … are visible after `import SwiftUI`).
@_exported import Foundation

// MARK: - View

// developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
    // developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View

    // developer.apple.com/documentation/swiftui/view/body-8kl5o
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// Primitive views have `Body == Never` (SDK interface: `extension Never : View`; page not read).
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// The underlying type of the stub's opaque `some View` results (not an Apple type).
nonisolated struct StubView: View {
    var body: Never { fatalError() }
}

// MARK: - ViewModifier

// developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency public protocol ViewModifier {
    // developer.apple.com/documentation/swiftui/viewmodifier/body-swift.associatedtype (page not read)
    associatedtype Body: View

    // developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body

    // developer.apple.com/documentation/swiftui/viewmodifier/content
    typealias Content = _ViewModifier_Content<Self>
}

// The proxy type behind `ViewModifier.Content` (SDK interface; no page).
nonisolated public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/modifiedcontent
@frozen public struct ModifiedContent<Content, Modifier> {
    // developer.apple.com/documentation/swiftui/modifiedcontent/content (page not read)
    public var content: Content
    // developer.apple.com/documentation/swiftui/modifiedcontent/modifier
    public var modifier: Modifier

    // developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError() }
}

extension View {
    // developer.apple.com/documentation/swiftui/view/modifier(_:) (page not read)
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

// MARK: - ViewBuilder

// developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
    // developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
    // (page not read: no ViewBuilder page in the corpus; shape as OpenSwiftUI reproduces the interface)
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    // developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
    // (SDK 27 page: `-> EmptyContent`; SDK 18–26: `-> EmptyView`)
    public static func buildBlock() -> EmptyView { EmptyView() }

    // developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }

    // developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View {
        TupleView((repeat each content))
    }

    // developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }

    // developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
        _ConditionalContent()
    }

    // developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
        _ConditionalContent()
    }

    // developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
    // (the page shows only the `Commands` overload; this `View` overload is from the SDK interface)
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        AnyView(content)
    }
}

// developer.apple.com/documentation/swiftui/tupleview (page not read)
@frozen nonisolated public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { fatalError() }
}

// The result of `buildEither` (SDK interface; no page).
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {
    nonisolated init() {}
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public var body: Never { fatalError() }
}

// The result of `buildIf` (SDK interface: `extension Optional : View where Wrapped : View`; page not read).
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

// MARK: - Primitive views

// developer.apple.com/documentation/swiftui/emptyview
@frozen nonisolated public struct EmptyView: View {
    // developer.apple.com/documentation/swiftui/emptyview/init()
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/anyview (page not read)
@frozen nonisolated public struct AnyView: View {
    // developer.apple.com/documentation/swiftui/anyview/init(_:)
    nonisolated public init<V>(_ view: V) where V: View {}
    public var body: Never { fatalError() }
}
