// The settings sheet: a Done button closes it through the router (a sheet whose screen a guard
// watches cannot ask on swipe-down in SwiftUI; this one has no guard, so its swipe-down works).
import PathRouter
import PathRouterSwiftUI
import SwiftUI

struct SettingsView: View {
    @Bindable var model: SettingsModel
    @Environment(\.navigationRouter) private var router

    var body: some View {
        Form {
            Section("Notifications") {
                Toggle(isOn: $model.notifications) { Text("Payment alerts") }
            }
            Section {
                Button(role: .destructive) {
                    model.confirmingSignOut = true
                } label: {
                    Text("Sign Out")
                }
            }
        }
        .navigationTitle("Settings")
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") { model.closer?.close() }
            }
        }
        .confirmationDialog("Sign out of the bank?", isPresented: $model.confirmingSignOut, titleVisibility: .visible) {
            Button(role: .destructive) {
                router?.navigate(toPath: "/login", replace: true)
            } label: {
                Text("Sign Out")
            }
        }
    }
}
