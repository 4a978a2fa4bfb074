// Uses every SwiftUI stub declaration the way an app would, so that a mistake in a stub shows up
// here rather than in the adapters. Type-checked by Checks/typecheck-adapters.sh; never run.
import Observation
import SwiftUI

@Observable @MainActor final class UsageModel {
    var selection = "a"
    var path: [Int] = []
    var item: UsageItem?
    var visibility = NavigationSplitViewVisibility.automatic
    var column = NavigationSplitViewColumn.detail
}

struct UsageItem: Identifiable, Hashable { let id: Int }

private struct UsageKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    var usage: Int {
        get { self[UsageKey.self] }
        set { self[UsageKey.self] = newValue }
    }
}

struct UsageModifier: ViewModifier {
    func body(content: Content) -> some View {
        content.onAppear {}.onDisappear {}
    }
}

struct UsageView: View {
    @State private var model = UsageModel()
    @State private var flag = false
    @Environment(\.usage) private var usage
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        Group {
            if flag {
                Text("literal \(usage)")
            } else if usage > 1 {
                Text(verbatim: "verbatim")
            } else {
                EmptyView()
            }
            Label("title", systemImage: "star")
            Label {
                Text("t")
            } icon: {
                Image(systemName: "star")
            }
            Button("key") { flag.toggle() }
            Button(String("string")) { flag = true }
            Button {
                flag = false
            } label: {
                Text("label")
            }
            AnyView(Color.clear)
            ForEach(["a", "b"], id: \.self) { Text($0) }
            ForEach([UsageItem(id: 1)]) { item in Text("\(item.id)") }
        }
        .modifier(UsageModifier())
        .environment(\.usage, 2)
        .id(usage)
        .onChange(of: flag) { old, new in _ = (old, new) }
        .onChange(of: flag, initial: true) {}
        .task(priority: .background) { await Task.yield() }
        .onOpenURL { url in _ = url.absoluteString }
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
            ToolbarItem(placement: .navigation) { EmptyView() }
            ToolbarItem(placement: .topBarLeading) { EmptyView() }
        }
        .sheet(item: $model.item, onDismiss: {}) { item in Text("\(item.id)") }
        .fullScreenCover(item: Binding(get: { model.item }, set: { model.item = $0 })) { _ in EmptyView() }
        .interactiveDismissDisabled()
    }
}

struct UsageNavigation: View {
    @State private var model = UsageModel()

    var body: some View {
        TabView(selection: $model.selection) {
            NavigationStack(path: $model.path) {
                Text("root")
                    .navigationDestination(for: Int.self) { value in Text("\(value)") }
                    .navigationBarBackButtonHidden(true)
            }
            .tabItem { Label("Stack", systemImage: "list.bullet") }
            .tag("a")
            NavigationStack { Text("root") }.tag("b")
            NavigationSplitView {
                Text("sidebar")
            } detail: {
                Text("detail")
            }.tag("c")
            NavigationSplitView(columnVisibility: $model.visibility) {
                Text("s")
            } content: {
                Text("c")
            } detail: {
                Text("d")
            }
            NavigationSplitView(columnVisibility: $model.visibility) {
                Text("s")
            } detail: {
                Text("d")
            }
            NavigationSplitView(columnVisibility: $model.visibility, preferredCompactColumn: $model.column) {
                Text("s")
            } detail: {
                Text("d")
            }
            NavigationSplitView(columnVisibility: .constant(.all), preferredCompactColumn: .constant(.sidebar)) {
                Text("s")
            } content: {
                Text("c")
            } detail: {
                Text("d")
            }
            NavigationSplitView {
                Text("s")
            } content: {
                Text("c")
            } detail: {
                Text("d")
            }
        }
    }

    func animate() {
        withAnimation { model.selection = "b" }
        withAnimation(.default, completionCriteria: .removed) {
            model.selection = "c"
        } completion: {
        }
        var transaction = Transaction(animation: .default)
        transaction.addAnimationCompletion {}
        withTransaction(transaction) { model.selection = "a" }
        _ = NavigationSplitViewVisibility.detailOnly == .doubleColumn
        _ = [NavigationSplitViewColumn.sidebar, .content]
    }
}

struct UsageApp: App {
    var body: some Scene {
        WindowGroup { UsageView() }
    }
}

// The declarations an app shell uses: forms, lists, stacks, dialogs, links, @Bindable.
@Observable @MainActor final class UsageForm {
    var name = ""
    var secret = ""
    var on = false
    var asking = false
    var rows = [UsageItem(id: 1), UsageItem(id: 2)]
}

struct UsageFormView: View {
    @Bindable var form: UsageForm
    let alignment: HorizontalAlignment = .leading

    var body: some View {
        Form {
            Section {
                TextField("Name", text: $form.name)
                TextField(String("Name"), text: Bindable(form).name)
                SecureField("Secret", text: $form.secret)
                Toggle(isOn: $form.on) { Text("On") }
            }
            Section("Title") {
                NavigationLink("Next", value: 1)
                NavigationLink(value: UsageItem(id: 2)) { Label("Item", systemImage: "star") }
            }
            Section {
                HStack(alignment: .center, spacing: 4) {
                    Text("a")
                    Spacer()
                    Spacer(minLength: 8)
                }
            } header: {
                Text("Header")
            } footer: {
                EmptyView()
            }
            VStack(alignment: alignment) { ProgressView() }
            VStack { ProgressView("Loading") }.disabled(form.on)
        }
        .navigationTitle("Form")
        .onSubmit { form.on = true }
        .onSubmit(of: .search) {}
        .confirmationDialog(form.name, isPresented: $form.asking, titleVisibility: .visible) {
            Button(role: .destructive) {
                form.name = ""
            } label: {
                Text("Discard")
            }
            Button(role: .cancel, action: {}) { Text("Keep") }
            Button(role: nil, action: {}) { Text("Other") }
        }
        .confirmationDialog("Key", isPresented: $form.asking, titleVisibility: .hidden) {
            EmptyView()
        } message: {
            Text("Message")
        }
        .alert("Failed", isPresented: $form.asking) { Button("OK") {} }
        .alert(form.name, isPresented: Bindable(projectedValue: $form).asking) { EmptyView() }
        .toolbar {
            ToolbarItem(placement: .primaryAction) { EmptyView() }
            ToolbarItem(placement: .confirmationAction) { EmptyView() }
        }
    }
}

struct UsageListView: View {
    let form: UsageForm

    var body: some View {
        List {
            Text("static")
        }
        List(form.rows) { row in Text("\(row.id)") }
    }

    func values() {
        _ = (Visibility.automatic, SubmitTriggers.text, ButtonRole.destructive == .cancel, VerticalAlignment.center)
    }
}
