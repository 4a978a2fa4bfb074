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

public struct ProductViewModel: RoutableViewModel {
    public static let requiredParameters: [String]? = ["id"]
    /// Product ids are numbers: `/products/abc` is refused before this is built.
    public static let parameterTypes: [String: ParameterType] = ["id": .int]
    public var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    public let productID: Int
    public init(parameters: [String: String]?) { productID = (try? parameters?.parameter("id", as: Int.self)) ?? 0 }
}

public struct ReviewsViewModel: RoutableViewModel {
    public var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    public let productID: String
    public init(parameters: [String: String]?) { productID = parameters?["id"] ?? "" }
}

/// An account, as a SwiftUI app writes it: an `@Observable` class on the main actor.
@Observable
public final class AccountViewModel: MainActorRoutableViewModel {
    public var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    public let accountID: String?
    public var balance: String?
    public init(parameters: [String: String]?) { accountID = parameters?["id"] }
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
