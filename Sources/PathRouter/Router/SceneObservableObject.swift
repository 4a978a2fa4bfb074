/// An object told after every change of its scene: the scene's ``ObservableScene``.
///
/// The runtime keeps it through this protocol because `ObservableScene` exists only where
/// Observation does (macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1), while the runtime
/// runs on every OS the package supports.
protocol SceneObservableObject: AnyObject, Sendable {
    /// Tells the object's observers that the scene changed (after the change is committed).
    func changed()
}
