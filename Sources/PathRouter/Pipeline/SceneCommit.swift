/// How a commit went when it was tried at once: done, or waiting first for what the request's
/// kind names (its ``SceneRequest/CommitWait``, performed by its `commit(_:after:…)`).
enum SceneCommit<Wait: Sendable> {
    case done(Result<NavigationOutcome, NavigationError>)
    case waits(Wait)
}
