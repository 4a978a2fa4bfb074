// PathRouterSwiftUI: one screen of a SceneView, and the Back button of a guarded pushed screen.
// Compiled only where SwiftUI exists; type-checked on Linux against the stubs in Checks/.
#if canImport(SwiftUI)
import PathRouter
import SwiftUI

/// A screen: the app's view, with its identity (a screen that replaces another of the same view
/// type gets fresh `@State`) and the signals that end the model's updates: `onDisappear` (Apple:
/// runs after the view disappeared from the interface, at a moment that depends on the view
/// type) and `onAppear` (Apple: completes before the first rendered frame appears).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct ScreenPage<Page: View>: View {
    let model: SceneModel
    let item: ScreenItem
    /// The stack that pushed it; `nil` for a stack's root and a modal's single screen.
    let pushedIn: StackID?
    let screen: (ScreenItem) -> Page

    init(model: SceneModel, item: ScreenItem, pushedIn: StackID? = nil, screen: @escaping (ScreenItem) -> Page) {
        self.model = model
        self.item = item
        self.pushedIn = pushedIn
        self.screen = screen
    }

    var body: some View {
        screen(item)
            .modifier(GuardedBack(model: model, item: item, stack: pushedIn))
            .onAppear { [model, item] in model.screenAppeared(item.id) }
            .onDisappear { [model, item] in model.screenDisappeared(item.id) }
            // Outermost: a new identity is a new view, which appears while the old one disappears.
            .id(item.id)
    }
}

/// A pushed screen a leave guard watches: the system back button hidden, and a Back button
/// whose action writes the path without the screen, so that the model asks the guard while the
/// screen stays (see ``SceneView``). The modifiers stay in place when the guard comes and goes
/// (only their values change), so the app's view keeps its identity and its `@State`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct GuardedBack: ViewModifier {
    let model: SceneModel
    let item: ScreenItem
    let stack: StackID?

    private var guarded: Bool { stack != nil && item.isGuarded }

    /// The leading edge of the bar. Apple's pages: `topBarLeading` has no macOS entry,
    /// `navigation` no watchOS one.
    private var placement: ToolbarItemPlacement {
        #if os(macOS)
        .navigation
        #else
        .topBarLeading
        #endif
    }

    func body(content: Content) -> some View {
        content
            .navigationBarBackButtonHidden(guarded)
            .toolbar {
                if guarded, let stack {
                    ToolbarItem(placement: placement) {
                        Button {
                            back(in: stack)
                        } label: {
                            Label("Back", systemImage: "chevron.backward")
                        }
                    }
                }
            }
    }

    /// Asks for the stack's path without this screen (and what is above it): nothing popped,
    /// the model asks the guard, and nothing leaves until it answers.
    private func back(in stack: StackID) {
        let path = model.path(of: stack)
        guard let index = path.firstIndex(of: item.id) else { return }
        model.write(.popAttempted(Array(path[..<index]), of: stack), seenAt: model.version)
    }
}
#endif
