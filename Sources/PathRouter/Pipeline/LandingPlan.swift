import SceneHost

/// What a landing does to a scene, in one place: the dry run that finds the screens a landing
/// would remove (for their leave guards) and the commit apply the same plan, the dry run to a
/// copy of the state with screens that have no view model, the commit to the scene in its one
/// step. Pure: no app code, no lock.
///
/// ```swift
/// let plan = LandingPlan(tab: tab, declaredTabs: declared)
/// let removed = try plan.apply(request, .new(screen, chain: []), to: &copy).removed
/// ```
struct LandingPlan {
    /// What lands.
    enum Target {
        /// A new screen; with parents, `chain` is the whole chain (outermost first, the screen
        /// last), else empty (no array is made for the common single screen).
        case new(Screen, chain: [Screen])
        /// A screen the scene shows, brought forward and, for a commit, replaced by `updated`
        /// (its new parameters and view model).
        case reused(Screen.ID, updated: Screen?)
    }

    /// The tab the screen lands in, if any.
    let tab: String?
    /// The scene's declared tabs, when a landing in one of them may have to install them again
    /// (a logout emptied every tab); empty otherwise.
    let declaredTabs: [TabDefinition]

    /// Whether landing `request` on `state` certainly removes no screen, found without a dry
    /// run: one screen pushed or presented, no reuse, no placement, and a decision that
    /// removes nothing.
    static func removesNothing(_ request: NavigationRequest, admission: NavigationRouter.Admission, reused: Screen?, state: SceneState) -> Bool {
        guard admission.parents.isEmpty, request.tab == nil, admission.tab == nil, state.rootLayout != .tabs,
            request.installTabs == nil, !request.installSplit, request.column == nil, reused == nil,
            let plan = try? NavigationPlan.decide(request, state: state)
        else { return false }
        return !plan.removesScreens
    }

    /// Lands `target` as `request` asks, on `state`.
    func apply(_ request: NavigationRequest, _ target: Target, to state: inout SceneState) throws(NavigationError) -> SceneTransition {
        switch target {
        case .new(let screen, let chain):
            return try land(request, screen: screen, chain: chain, to: &state)
        case .reused(let id, let updated):
            do throws(SceneError) {
                var steps = try state.bringForward(id)
                if let updated, let update = state.update(updated) { steps.append(update) }
                return SceneTransition.combining(steps).caused(by: request.path, animation: request.animation)
            } catch {
                throw NavigationError(error, path: request.path)
            }
        }
    }

    private func land(_ request: NavigationRequest, screen: Screen, chain: [Screen], to state: inout SceneState) throws(NavigationError) -> SceneTransition {
        var whole: [Screen] { chain.isEmpty ? [screen] : chain }
        if request.modal && request.replace { _ = try NavigationPlan.decide(request, state: state) }
        if request.installSplit {
            return state.replaceRoot(with: .split(SplitContainer(primary: [screen]))).caused(by: request.path, animation: request.animation)
        }
        if let column = request.column {
            return try NavigationPlan.show(whole, in: column, request: request, state: &state)
                .caused(by: request.path, animation: request.animation)
        }
        let tabsToInstall =
            request.installTabs
            ?? (state.rootLayout != .tabs && !request.modal && declaredTabs.contains { $0.name == tab }
                && tab.flatMap(state.tabContainer(containing:)) == nil ? declaredTabs : nil)
        if let tabsToInstall, let tab {
            let container = TabContainer(
                tabs: tabsToInstall.map { definition in
                    TabContainer.Tab(name: definition.name, screens: definition.name == tab ? whole : [], rootPath: definition.rootPath)
                }, selected: tab)
            if request.modal {
                // A tab container presented as a modal (``NavigationRouter/presentTabs(_:selected:preventsDismissal:)``).
                do throws(SceneError) {
                    return try state.present(Modal(presentation: .tabs(container), preventsDismissal: request.shouldPreventDismissal))
                        .caused(by: request.path, animation: request.animation)
                } catch {
                    throw NavigationError(error, path: request.path)
                }
            }
            return state.replaceRoot(with: .tabs(container)).caused(by: request.path, animation: request.animation)
        }
        if chain.isEmpty && tab == nil && state.rootLayout != .tabs {
            // One screen in a scene without tabs: the decision table's single step.
            let plan = try NavigationPlan.decide(request, state: state)
            do throws(SceneError) {
                return try plan.apply(screen, to: &state).caused(by: request.path, animation: request.animation)
            } catch {
                throw NavigationError(error, path: request.path)
            }
        }
        return try NavigationPlan.land(whole, tab: tab, request: request, state: &state)
    }
}
