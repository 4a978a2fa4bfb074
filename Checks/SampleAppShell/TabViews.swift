// The three tabs' first screens: lists whose rows navigate through the router.
import PathRouter
import PathRouterSwiftUI
import SwiftUI

struct AccountsView: View {
    let model: AccountsModel
    @Environment(\.navigationRouter) private var router

    var body: some View {
        List(model.accounts) { account in
            Button {
                router?.navigate(toPath: "/accounts/\(account.id)")
            } label: {
                HStack {
                    Text(account.name)
                    Spacer()
                    Text(account.balance)
                }
            }
        }
        .navigationTitle("Accounts")
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button {
                    router?.navigate(toPath: "/settings", modal: true)
                } label: {
                    Label("Settings", systemImage: "gearshape")
                }
            }
        }
    }
}

struct PaymentsView: View {
    @Environment(\.navigationRouter) private var router

    var body: some View {
        List {
            Button("New Payment") { router?.navigate(toPath: "/payments/new") }
        }
        .navigationTitle("Payments")
    }
}

struct CardsView: View {
    @State private var loaded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if loaded {
                Text("No cards")
            } else {
                ProgressView()
            }
        }
        .navigationTitle("Cards")
        .task {
            try? await Task.sleep(for: .milliseconds(300))
            loaded = true
        }
    }
}
