import SceneHost

/// A view model that closes its own screen: while the router builds it, ``ScreenCloser/current``
/// is the handle of the screen it will show in.
///
/// ```swift
/// struct PickerViewModel: RoutableViewModel, ClosesItsScreen {
///     var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
///     let screen = ScreenCloser.current
///     init(parameters: [String: String]?) {}
///     func pick(_ colour: String) { screen?.finish(with: colour) }
/// }
/// ```
public protocol ClosesItsScreen {}
