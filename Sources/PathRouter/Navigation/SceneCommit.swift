/// How a commit went when it was tried at once.
enum SceneCommit {
    /// What a commit may wait for.
    enum Wait: Sendable {
        /// Leave guards of the screens it would remove, asked away from the scene's job.
        case leaveGuards
        /// View models that are built on the main actor (the scene holds its queue meanwhile),
        /// as the landing decided (``LandingBuild``).
        case mainActor(LandingBuild)
    }

    case done(Result<NavigationOutcome, NavigationError>)
    case waits(Wait)
}
