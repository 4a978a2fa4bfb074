/// The animation a UI layer should use for a navigation change.
///
/// The scene records it on every transition (push, present, replace, pop, dismiss); a
/// headless scene never animates. `.left` means the new content enters moving left (from the
/// right edge), `.right` from the left edge, `.top` moving up (from the bottom edge) and
/// `.bottom` moving down (from the top edge). `.custom` names an animation your UI layer
/// defines.
///
/// ```swift
/// router.navigate(toPath: "/home", replace: true, animation: .left)
/// router.navigate(toPath: "/intro", replace: true, animation: .custom("crossfade"))
/// ```
public enum NavigationTransition: Hashable, Sendable, CustomStringConvertible {
    /// The new content enters from the right edge, moving left.
    case left
    /// The new content enters from the left edge, moving right.
    case right
    /// The new content enters from the bottom edge, moving up.
    case top
    /// The new content enters from the top edge, moving down.
    case bottom
    /// An animation your UI layer knows by this name.
    case custom(String)

    public var description: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .custom(let name): "custom(\(name))"
        }
    }
}
