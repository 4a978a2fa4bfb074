// The sign-in form: text fields, a toggle, a progress view while signing in, an alert.
import PathRouter
import PathRouterSwiftUI
import SwiftUI

struct LoginView: View {
    @Environment(\.navigationRouter) private var router
    @State private var user = ""
    @State private var password = ""
    @State private var remember = true
    @State private var signingIn = false
    @State private var failed = false

    var body: some View {
        Form {
            Section("Sign in") {
                TextField("User", text: $user)
                SecureField("Password", text: $password)
                Toggle(isOn: $remember) { Text("Remember me") }
            }
            Section {
                if signingIn {
                    ProgressView("Signing in")
                } else {
                    Button("Sign In") { signIn() }
                        .disabled(user.isEmpty || password.isEmpty)
                }
            }
        }
        .navigationTitle("Bank")
        .onSubmit { signIn() }
        .alert("Sign-in failed", isPresented: $failed) {
            Button("OK") {}
        }
    }

    private func signIn() {
        guard !user.isEmpty, !password.isEmpty, let router else { return }
        signingIn = true
        Task {
            // The app's own sign-in would run here; the tabs replace the login root.
            let shown = await router.setTabs(BankTabs.all, selected: "accounts").result
            signingIn = false
            if case .failure = shown { failed = true }
        }
    }
}
