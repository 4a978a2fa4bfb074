// PathRouterSwiftUI: SceneView, a thin SwiftUI layer over PathRouterBindings. Its code is
// compiled only where SwiftUI exists (Apple platforms); on Linux this module is empty, and
// everything it decides is tested there, in PathRouterBindings.
@_exported import PathRouterBindings
