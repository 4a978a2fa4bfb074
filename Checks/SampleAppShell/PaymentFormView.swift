// The guarded payment form: while an amount is typed, leaving asks (Back on this pushed screen is
// SceneView's own Back button, which asks; Cancel closes through the router, which asks too).
import PathRouter
import PathRouterSwiftUI
import SwiftUI

struct PaymentFormView: View {
    @Bindable var model: PaymentModel

    var body: some View {
        Form {
            Section("Payment") {
                TextField("Payee", text: $model.payee)
                TextField("Amount", text: $model.amount)
            }
            Section {
                Button("Pay") { model.pay() }
                    .disabled(model.amount.isEmpty || model.payee.isEmpty)
            }
        }
        .navigationTitle("New Payment")
        .onSubmit { model.pay() }
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { model.closer?.close() }
            }
        }
        .confirmLeaving(model.leaving, title: "Discard this payment?")
    }
}
