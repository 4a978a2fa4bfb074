// The scene model (SceneState, Screen, NavigationTransition, …) and the authentication
// protocol are part of the router's API; re-export them so that `import PathRouter` is all an
// app needs.
@_exported import PathRouterAuth
@_exported import SceneHost
