// SwiftUI stub: forms, controls, lists, stacks and links an ordinary app shell uses.
// Conventions: see SwiftUI.swift. View conformances of types whose page prints no `nonisolated`
// are declared in extensions, so the type itself is not inferred `@MainActor`.

// MARK: - Form, Section

// developer.apple.com/documentation/swiftui/form
nonisolated public struct Form<Content>: View where Content: View {
    // developer.apple.com/documentation/swiftui/form/init(content:)
    nonisolated public init(@ViewBuilder content: () -> Content) {}

    public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/section
// (the View conformance, `where Parent: View, Content: View, Footer: View`, is from the SDK
// interface: the page's relationships were not read)
public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { fatalError() }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    // developer.apple.com/documentation/swiftui/section/init(content:)
    public init(@ViewBuilder content: () -> Content) {}
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    // developer.apple.com/documentation/swiftui/section/init(_:content:)
    // (the LocalizedStringKey overload; its precise identifier gives Parent == Text, Footer == EmptyView)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent: View, Content: View, Footer: View {
    // developer.apple.com/documentation/swiftui/section/init(content:header:footer:)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {}
}

// MARK: - Text input, toggles

// developer.apple.com/documentation/swiftui/textfield
nonisolated public struct TextField<Label>: View where Label: View {
    public var body: Never { fatalError() }
}

extension TextField where Label == Text {
    // developer.apple.com/documentation/swiftui/textfield/init(_:text:)
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}

    // developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi
    // `@_disfavoredOverload` assumed (interface-only attribute, as for Text.init(_:)): a literal
    // picks the LocalizedStringKey initializer.
    @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
}

// developer.apple.com/documentation/swiftui/securefield
nonisolated public struct SecureField<Label>: View where Label: View {
    public var body: Never { fatalError() }
}

extension SecureField where Label == Text {
    // developer.apple.com/documentation/swiftui/securefield/init(_:text:)
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
}

// developer.apple.com/documentation/swiftui/toggle
nonisolated public struct Toggle<Label>: View where Label: View {
    // developer.apple.com/documentation/swiftui/toggle/init(ison:label:)
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}

    public var body: Never { fatalError() }
}

// MARK: - List

// developer.apple.com/documentation/swiftui/list
nonisolated public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
    // developer.apple.com/documentation/swiftui/list/init(content:)
    nonisolated public init(@ViewBuilder content: () -> Content) {}

    // developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)-3vn6i
    nonisolated public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {}
}

// MARK: - Stacks, spacers, progress

// developer.apple.com/documentation/swiftui/horizontalalignment
@frozen public struct HorizontalAlignment: Sendable {
    private let value: Int
    // developer.apple.com/documentation/swiftui/horizontalalignment/leading
    public static let leading = HorizontalAlignment(value: 0)
    // developer.apple.com/documentation/swiftui/horizontalalignment/center
    // (page not read; named on developer.apple.com/documentation/swiftui/alignment/center)
    public static let center = HorizontalAlignment(value: 1)
}

// developer.apple.com/documentation/swiftui/verticalalignment (page not read; its `center` page read)
@frozen public struct VerticalAlignment: Sendable {
    private let value: Int
    // developer.apple.com/documentation/swiftui/verticalalignment/center
    public static let center = VerticalAlignment(value: 0)
}

// developer.apple.com/documentation/swiftui/vstack
// (page not read: declaration as HStack's page prints it)
@frozen nonisolated public struct VStack<Content>: View where Content: View {
    // developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}

    public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/hstack
@frozen nonisolated public struct HStack<Content>: View where Content: View {
    // developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
    // (page not read: written as VStack's, with VerticalAlignment, as HStackLayout's init is)
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}

    public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/spacer
@frozen public struct Spacer {
    // developer.apple.com/documentation/swiftui/spacer/init(minlength:)
    public init(minLength: CGFloat? = nil) {}
}

extension Spacer: View {
    public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/progressview
nonisolated public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
    public var body: Never { fatalError() }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    // developer.apple.com/documentation/swiftui/progressview/init()
    nonisolated public init() where Label == EmptyView {}

    // developer.apple.com/documentation/swiftui/progressview/init(_:)-6k5se
    nonisolated public init(_ titleKey: LocalizedStringKey) where Label == Text {}
}

// MARK: - NavigationLink

// developer.apple.com/documentation/swiftui/navigationlink
nonisolated public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {
    public var body: Never { fatalError() }
}

extension NavigationLink where Destination == Never {
    // developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)-4jswo
    nonisolated public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable {}

    // developer.apple.com/documentation/swiftui/navigationlink/init(_:value:)-kj9v
    nonisolated public init<P>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, P: Hashable {}
}

// MARK: - Button roles

// developer.apple.com/documentation/swiftui/buttonrole
// (`Sendable`, which its static lets need in Swift 6: conformances not read on the page)
public struct ButtonRole: Equatable, Sendable {
    private let value: Int
    // developer.apple.com/documentation/swiftui/buttonrole/destructive
    public static let destructive = ButtonRole(value: 0)
    // developer.apple.com/documentation/swiftui/buttonrole/cancel
    public static let cancel = ButtonRole(value: 1)
}

extension Button {
    // developer.apple.com/documentation/swiftui/button/init(role:action:label:)
    @preconcurrency nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}
