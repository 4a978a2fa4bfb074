import SceneHost

/// A screen whose pattern is its path, with no view model.
func screen(_ path: String) -> Screen {
    Screen(pattern: path, path: path, viewModel: nil)
}
