import Observation
import PathRouter
import PathRouterLocking

/// The view models of the sample app. A real app's view models would load data; these keep
/// what the router gave them, which is what the tour shows.

public struct HomeViewModel: RoutableViewModel {
    public var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    public init(parameters: [String: String]?) {}
}

public struct OnboardingViewModel: RoutableViewModel {
    public var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    public init(parameters: [String: String]?) {}
}

public struct ProductListViewModel: RoutableViewModel {
    public var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    public let category: String?
    public init(parameters: [String: String]?) { category = parameters?["category"] }
}

/// A product page: the product (its route value) and its name from the app's catalog.
public struct ProductViewModel: ScreenViewModel {
    public var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    public let product: ProductRoute
    public let name: String
    public var productID: Int { product.id }
}

public struct ReviewsViewModel: ScreenViewModel {
    public var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    public let productID: Int
}

/// An account, as a SwiftUI app writes it: an `@Observable` class on the main actor (so,
/// where Observation is).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
public final class AccountViewModel: MainActorScreenViewModel {
    public var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    /// The account shown, or `nil` for the list.
    public let account: AccountRoute?
    public var balance: String?
    public var accountID: Int? { account?.id }
    public init(account: AccountRoute?) { self.account = account }
}

public struct AccountsTutorialViewModel: RoutableViewModel {
    public var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    public init(parameters: [String: String]?) {}
}

public struct SettingsViewModel: RoutableViewModel {
    public var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    /// The form the screen edits (shared by the copies of this value).
    public let form = SettingsForm()
    public init(parameters: [String: String]?) {}
}

/// The settings form: whether it has changes that are not saved.
public final class SettingsForm: Sendable {
    private let dirty = Locked.make(false)
    public var hasUnsavedChanges: Bool {
        get { dirty.withLock { $0 } }
        set { dirty.withLock { $0 = newValue } }
    }
    public init() {}
}

public struct LoginViewModel: RoutableViewModel {
    public var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    public init(parameters: [String: String]?) {}
}
