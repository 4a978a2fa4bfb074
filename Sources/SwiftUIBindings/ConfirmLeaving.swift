// PathRouterSwiftUI: `.confirmLeaving`, a LeaveQuestion shown as a confirmation dialog.
// Compiled only where SwiftUI exists; type-checked on Linux against the stubs in Checks/.
#if canImport(SwiftUI)
import PathRouter
import SwiftUI

extension View {
    /// Shows `question` (a leave guard that asks the user, ``LeaveQuestion``) as a
    /// confirmation dialog while it is open: `leave` (a destructive button) answers leave,
    /// `stay` (the cancel button) answers stay. A dialog closed without a choice answers stay
    /// too, a second after it closed. The strings are shown as given (pass them localized).
    ///
    /// Put it on the screen the guard watches. Every attempt to remove the screen while
    /// something is at stake — the Back button ``SceneView`` shows on a guarded pushed screen,
    /// a Close button calling `ScreenCloser.close()`, the app's own `pop()` — opens the question
    /// once, and the answer decides for all of them.
    ///
    /// ```swift
    /// struct PaymentView: View {
    ///     @Bindable var model: PaymentModel   // its `leaving` is a LeaveQuestion
    ///     var body: some View {
    ///         Form { TextField("Amount", text: $model.amount) }
    ///             .confirmLeaving(model.leaving, title: "Discard this payment?")
    ///     }
    /// }
    /// ```
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    public func confirmLeaving(
        _ question: LeaveQuestion, title: String, leave: String = "Discard", stay: String = "Keep Editing"
    ) -> some View {
        modifier(ConfirmLeaving(question: question, title: title, leave: leave, stay: stay))
    }
}

/// The dialog of `confirmLeaving(_:title:leave:stay:)`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct ConfirmLeaving: ViewModifier {
    let question: LeaveQuestion
    let title: String
    let leave: String
    let stay: String

    /// Open while the question is. The dialog closing hands the decision to the bindings
    /// (``LeaveQuestion/dialogClosed(after:)``): stay, unless the user chose a button.
    private var isPresented: Binding<Bool> {
        Binding(
            get: { [question] in question.isAsking },
            set: { [question] presented in
                if !presented { question.dialogClosed() }
            })
    }

    func body(content: Content) -> some View {
        content.confirmationDialog(title, isPresented: isPresented, titleVisibility: .visible) {
            Button(role: .destructive) {
                question.answer(.leave)
            } label: {
                Text(leave)
            }
            Button(role: .cancel) {
                question.answer(.stay(reason: "the user kept editing"))
            } label: {
                Text(stay)
            }
        }
    }
}
#endif
