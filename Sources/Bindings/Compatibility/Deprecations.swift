import PathRouter

// Names the bindings used before each word had one meaning. They keep compiling, with a message
// that says what to write; they will go in a later major version.

extension SceneProjection {
    /// This projection after the router's record `transition`.
    @available(
        *, deprecated, renamed: "following(_:rules:)",
        message: "a projection follows the router's records; applying also named a UI's write"
    )
    public func applying(_ transition: SceneTransition, rules: Rules) -> SceneProjection? {
        following(transition, rules: rules)
    }
}

/// What a UI write asks of the router.
@available(*, deprecated, renamed: "RouterCall", message: "it holds requests as well as reports")
public typealias UserReport = RouterCall
