/// What a navigation does when the scene already shows a screen of the same route.
///
/// ```swift
/// NavigationRoute(path: "/products/:id", type: ProductViewModel.self, reuse: .reuse())
/// router.navigate(toPath: "/products/42", reuse: .alwaysNew)   // this time, a second copy
/// ```
public enum ReusePolicy: Hashable, Sendable {
    /// A new screen every time (the default, as before).
    case alwaysNew
    /// If the scene shows a screen of this route whose `identifiedBy` parameters (default:
    /// every path parameter of the pattern) have the same values, anywhere — any tab, under a
    /// modal — that screen is brought forward: its tab is selected, what covers it is
    /// dismissed or popped, and its view model gets the new parameters and query
    /// (``ScreenViewModel/navigationReused(parameters:)``).
    case reuse(identifiedBy: [String]? = nil)
    /// No second copy directly on top: if the visible screen is of this route with the same
    /// identifying parameters (default: every path parameter), it is reused; otherwise a new
    /// screen is shown.
    case singleTop(identifiedBy: [String]? = nil)
}
