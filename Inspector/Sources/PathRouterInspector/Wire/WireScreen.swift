import PathRouter

/// A screen as the page sees it: its id, route pattern, path, parameters and the type of its
/// view model (the view model itself stays in the app).
///
/// ```json
/// {"id": 12, "pattern": "/products/:id", "path": "/products/7", "parameters": {"id": "7"}, "viewModel": "ProductViewModel"}
/// ```
public struct WireScreen: Codable, Hashable, Sendable {
    /// The screen's id (``Screen/ID/rawValue``), stable for its life.
    public var id: UInt64
    /// The route pattern that matched, such as `/products/:id`.
    public var pattern: String
    /// The normalised path, such as `/products/7`.
    public var path: String
    /// The parameters its view model was built with.
    public var parameters: [String: String]
    /// The view model's type name, or `nil` for a screen without one.
    public var viewModel: String?

    public init(id: UInt64, pattern: String, path: String, parameters: [String: String] = [:], viewModel: String? = nil) {
        self.id = id
        self.pattern = pattern
        self.path = path
        self.parameters = parameters
        self.viewModel = viewModel
    }

    /// The screen's wire form.
    public init(_ screen: Screen) {
        self.init(
            id: screen.id.rawValue, pattern: screen.pattern, path: screen.path, parameters: screen.parameters,
            viewModel: screen.viewModel.map { String(describing: type(of: $0)) })
    }

    /// A screen with this id, pattern, path and parameters, and no view model.
    public var screen: Screen {
        Screen(id: Screen.ID(rawValue: id), pattern: pattern, path: path, parameters: parameters, viewModel: nil)
    }
}
