// PathRouterUIKit: SceneCoordinator, a thin UIKit layer over PathRouterBindings. Its code is
// compiled only where UIKit exists (iOS, tvOS, visionOS); on Linux this module is empty, and
// everything it decides is tested there, in PathRouterBindings.
@_exported import PathRouterBindings
