// SwiftUI stub: views and containers.
// Conventions: see SwiftUI.swift. View conformances of types whose page prints no `nonisolated`
// are declared in extensions, so the type itself is not inferred `@MainActor`.

// MARK: - Text

// developer.apple.com/documentation/swiftui/text
@frozen public struct Text: Equatable, Sendable {
    // developer.apple.com/documentation/swiftui/text/init(verbatim:)
    public init(verbatim content: String) {}

    // developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    // `@_disfavoredOverload` (interface-only attribute): a literal picks the LocalizedStringKey initializer.
    @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol {}

    // developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
}

extension Text: View {
    public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/localizedstringkey
// (the page: conforms to ExpressibleByStringLiteral; string interpolation per the SDK interface,
// with a reduced set of `appendInterpolation` overloads: String, Text, Image, Int, Double)
@frozen public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    // developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
    public init(_ value: String) {}

    // developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
    public init(stringLiteral value: String) {}

    // developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:) (page not read)
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}

    // developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation (page not read)
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation(_ text: Text) {}
        public mutating func appendInterpolation(_ image: Image) {}
        public mutating func appendInterpolation(_ value: Int) {}
        public mutating func appendInterpolation(_ value: Double) {}
    }
}

// MARK: - Image, Label, Button, Color

// developer.apple.com/documentation/swiftui/image (page not read)
@frozen public struct Image: Equatable, Sendable {
    // developer.apple.com/documentation/swiftui/image/init(systemname:)
    public init(systemName: String) {}
}

extension Image: View {
    public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/label
nonisolated public struct Label<Title, Icon>: View where Title: View, Icon: View {
    // developer.apple.com/documentation/swiftui/label/init(title:icon:)
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}

    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    // developer.apple.com/documentation/swiftui/label/init(_:systemimage:)
    // (the page shows the LocalizedStringResource overload; this StringProtocol overload is written by
    // analogy with developer.apple.com/documentation/swiftui/label/init(_:image:)-6zbvg)
    @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {}

    // developer.apple.com/documentation/swiftui/label/init(_:systemimage:) (LocalizedStringKey overload; page not read)
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
}

// developer.apple.com/documentation/swiftui/button
nonisolated public struct Button<Label>: View where Label: View {
    // developer.apple.com/documentation/swiftui/button/init(action:label:)
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}

    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    // developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}

    // developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    // `@_disfavoredOverload` (interface-only attribute), as for Text.init(_:)
    @_disfavoredOverload @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
    where S: StringProtocol {}
}

// developer.apple.com/documentation/swiftui/color (page not read)
@frozen public struct Color: Hashable, Sendable {
    // developer.apple.com/documentation/swiftui/color/clear (page not read)
    public static let clear = Color()
}

extension Color: View {
    public var body: Never { fatalError() }
}

// MARK: - Group, ForEach

// developer.apple.com/documentation/swiftui/group (page not read)
@frozen public struct Group<Content> {}

extension Group: View where Content: View {
    // developer.apple.com/documentation/swiftui/group/init(content:)
    nonisolated public init(@ViewBuilder content: () -> Content) {}

    public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

extension ForEach: View where Content: View {
    public var body: Never { fatalError() }
}

extension ForEach where Content: View {
    // developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    // (page not read; shape as developer.apple.com/documentation/swiftui/list/init(_:id:rowcontent:)-4s0aj)
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    // developer.apple.com/documentation/swiftui/foreach/init(_:content:)
    // (page not read: the page found is MapKit's overload, same shape with @MapContentBuilder)
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

// MARK: - NavigationStack

// developer.apple.com/documentation/swiftui/navigationstack
nonisolated public struct NavigationStack<Data, Root>: View where Root: View {
    // developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}

    public var body: Never { fatalError() }
}

extension NavigationStack where Data == NavigationPath {
    // developer.apple.com/documentation/swiftui/navigationstack/init(root:)
    nonisolated public init(@ViewBuilder root: () -> Root) {}

    // developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-63x0h
    nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {}
}

// developer.apple.com/documentation/swiftui/navigationpath (page not read)
public struct NavigationPath {
    public init() {}
    public var count: Int { 0 }
    public var isEmpty: Bool { true }
    public mutating func append<V>(_ value: V) where V: Hashable {}
    public mutating func removeLast(_ k: Int = 1) {}
}

extension View {
    // developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
    nonisolated public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View
    where D: Hashable, C: View {
        StubView()
    }

    // developer.apple.com/documentation/swiftui/view/navigationbarbackbuttonhidden(_:)
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { StubView() }
}

// MARK: - NavigationSplitView

// developer.apple.com/documentation/swiftui/navigationsplitview (declaration as mirrored for SDK 27.1)
nonisolated public struct NavigationSplitView<Sidebar, Content, Detail>: View where Sidebar: View, Content: View, Detail: View {
    // developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:content:detail:)
    nonisolated public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {}

    // developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:sidebar:content:detail:)
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {}

    // developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:preferredcompactcolumn:sidebar:content:detail:)
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {}

    public var body: Never { fatalError() }
}

extension NavigationSplitView where Content == EmptyView {
    // developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:detail:)
    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {}

    // developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:sidebar:detail:)
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {}

    // developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:preferredcompactcolumn:sidebar:detail:)
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {}

    // developer.apple.com/documentation/swiftui/navigationsplitview/init(preferredcompactcolumn:sidebar:detail:)
    nonisolated public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {}
}

// developer.apple.com/documentation/swiftui/navigationsplitviewvisibility
// (conformances Equatable, Codable, Sendable per the SDK interface; page not read for them)
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    private let value: Int
    // developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/detailonly
    public static var detailOnly: NavigationSplitViewVisibility { .init(value: 0) }
    // developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/doublecolumn
    public static var doubleColumn: NavigationSplitViewVisibility { .init(value: 1) }
    // developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/all (page not read)
    public static var all: NavigationSplitViewVisibility { .init(value: 2) }
    // developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/automatic (page not read)
    public static var automatic: NavigationSplitViewVisibility { .init(value: 3) }
}

// developer.apple.com/documentation/swiftui/navigationsplitviewcolumn (page not read)
public struct NavigationSplitViewColumn: Hashable, Sendable {
    private let value: Int
    public static var sidebar: NavigationSplitViewColumn { .init(value: 0) }
    public static var content: NavigationSplitViewColumn { .init(value: 1) }
    public static var detail: NavigationSplitViewColumn { .init(value: 2) }
}

// MARK: - TabView

// developer.apple.com/documentation/swiftui/tabview (page not read)
nonisolated public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    // developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
    // The classic iOS 13 overload (from the research notes); the page in the corpus shows only the
    // iOS 18 TabContentBuilder overload, which this stub does not declare.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}

    public var body: Never { fatalError() }
}

extension TabView where SelectionValue == Int {
    // developer.apple.com/documentation/swiftui/tabview/init(content:)
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

extension View {
    // developer.apple.com/documentation/swiftui/view/tag(_:) (from the research notes)
    nonisolated public func tag<V>(_ tag: V) -> some View where V: Hashable { StubView() }

    // developer.apple.com/documentation/swiftui/view/tabitem(_:)
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View { StubView() }
}

// MARK: - Toolbars

// developer.apple.com/documentation/swiftui/toolbarcontent
@MainActor @preconcurrency public protocol ToolbarContent {
    // developer.apple.com/documentation/swiftui/toolbarcontent/body-swift.associatedtype
    associatedtype Body: ToolbarContent

    // developer.apple.com/documentation/swiftui/toolbarcontent/body-swift.property
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var body: Never { fatalError() }
}

extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    public var body: Never { fatalError() }
}

/// The underlying type of the stub's opaque `some ToolbarContent` results (not an Apple type).
nonisolated struct StubToolbarContent: ToolbarContent {
    var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/toolbarcontentbuilder
// Reduced to the ToolbarContent overloads (the SDK adds CustomizableToolbarContent ones, and spells
// the multi-item blocks as fixed arities C0…C9 where the stub uses a parameter pack).
@resultBuilder public struct ToolbarContentBuilder {
    // developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildexpression(_:) (ToolbarContent overload)
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ToolbarContent { content }

    // developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:) (ToolbarContent overload)
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: ToolbarContent { content }

    // developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:_:) and siblings (as a pack)
    public static func buildBlock<each Content>(_ content: repeat each Content) -> some ToolbarContent
    where repeat each Content: ToolbarContent {
        StubToolbarContent()
    }

    // developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildif(_:) (ToolbarContent overload)
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: ToolbarContent { content }

    // developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildeither(first:) (ToolbarContent overload)
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
        _ConditionalContent()
    }

    // developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildeither(second:) (ToolbarContent overload)
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
        _ConditionalContent()
    }
}

// developer.apple.com/documentation/swiftui/toolbaritem
nonisolated public struct ToolbarItem<ID, Content>: ToolbarContent where Content: View {
    public var body: Never { fatalError() }
}

extension ToolbarItem where ID == () {
    // developer.apple.com/documentation/swiftui/toolbaritem/init(placement:content:)
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

// developer.apple.com/documentation/swiftui/toolbaritemplacement
public struct ToolbarItemPlacement: Sendable {
    private let value: Int
    // developer.apple.com/documentation/swiftui/toolbaritemplacement/automatic (page not read)
    public static let automatic = ToolbarItemPlacement(value: 0)
    // developer.apple.com/documentation/swiftui/toolbaritemplacement/navigation (no watchOS entry)
    public static let navigation = ToolbarItemPlacement(value: 1)
    // developer.apple.com/documentation/swiftui/toolbaritemplacement/cancellationaction
    public static let cancellationAction = ToolbarItemPlacement(value: 2)
    // developer.apple.com/documentation/swiftui/toolbaritemplacement/topbarleading
    // (the page adds `@backDeployed(before: iOS 17.0, tvOS 17.0)`; no macOS entry)
    public static var topBarLeading: ToolbarItemPlacement { ToolbarItemPlacement(value: 3) }
    // developer.apple.com/documentation/swiftui/toolbaritemplacement/primaryaction
    public static let primaryAction = ToolbarItemPlacement(value: 4)
    // developer.apple.com/documentation/swiftui/toolbaritemplacement/confirmationaction
    public static let confirmationAction = ToolbarItemPlacement(value: 5)
}

extension View {
    // developer.apple.com/documentation/swiftui/view/toolbar(content:)
    nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View
    where Content: ToolbarContent {
        StubView()
    }

    // developer.apple.com/documentation/swiftui/view/toolbar(content:)-7vdkx
    nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View {
        StubView()
    }
}
