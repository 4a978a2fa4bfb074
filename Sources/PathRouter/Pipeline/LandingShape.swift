import SceneHost

/// Where a navigation's screen lands, decided once, at admission, from the request's options
/// (``NavigationRouter/admit(_:)``): the plan (``LandingPlan``) and the landing's effects (a
/// parent the stack shows, a screen to reuse, a tab's root, the tabs a commit declares, a
/// scene's setup held behind a login) read it, never the option flags. A new option touches
/// the request (``NavigationRequest``), this value and the plan.
///
/// The first that applies wins: a split installed, a split column, tabs installed (presented
/// with `modal`), a modal, a replaced root, a push.
///
/// ```swift
/// let shape = try LandingShape(request)  // a plain push: .push
/// ```
enum LandingShape: UInt8, Sendable {
    /// Onto the landing stack: the decision table's push rows, a placed chain continuing it.
    case push
    /// The screen (its chain) becomes the root, or replaces the stack of its tab.
    case replace
    /// Presented above every modal (the root of an empty scene).
    case modal
    /// A new tab container becomes the root, the screen the first of its tab (`setTabs`).
    case tabs
    /// A new tab container is presented as a modal (`presentTabs`).
    case modalTabs
    /// A new split becomes the root, the screen its primary column (`setSplit`).
    case split
    /// The screen (its chain) replaces a column of the root's split.
    case column

    /// The shape of `request`; options that contradict each other (`modal` and `replace`: the
    /// decision table's row 1, ``LandingPlan/Decision``) are refused, whatever the scene holds.
    @inline(__always)
    init(_ request: NavigationRequest) throws(NavigationError) {
        if request.modal && request.replace {
            throw NavigationError(
                code: .invalidOptions, path: request.path,
                reason: "'modal' and 'replace' cannot be combined: present a modal, or replace the root")
        }
        if request.hasRareOptions {
            if request.installSplit {
                self = .split
                return
            }
            if request.column != nil {
                self = .column
                return
            }
            if request.installTabs != nil {
                self = request.modal ? .modalTabs : .tabs
                return
            }
        }
        self = request.modal ? .modal : request.replace ? .replace : .push
    }

    /// The shape of `request` before its admission (a setup held behind a login): options that
    /// contradict each other make it a push, which builds no root.
    static func of(_ request: NavigationRequest) -> LandingShape {
        (try? LandingShape(request)) ?? .push
    }

    /// It continues the stack it lands on: a parent that stack shows is kept, a screen may be
    /// reused.
    var continuesStack: Bool { self == .push }

    /// It builds the scene's root container (`setTabs`, `setSplit`): a scene's setup, which a
    /// navigation arriving during its login wait waits behind.
    var buildsRoot: Bool { self == .tabs || self == .split }

    /// It installs a tab container of its own (no declared tabs come back, no tab root is
    /// put under it).
    var installsTabs: Bool { self == .tabs || self == .modalTabs }
}
