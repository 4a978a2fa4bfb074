// The scene model (SceneState, Screen, NavigationTransition, …) is part of the router's API;
// re-export it so that `import PathRouter` is all an app needs.
@_exported import SceneHost
