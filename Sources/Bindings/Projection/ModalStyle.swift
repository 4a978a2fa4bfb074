/// How a UI presents a modal: a sheet (SwiftUI's `.sheet`, UIKit's page sheet) or a cover over
/// the whole window (`.fullScreenCover`, `.fullScreen`). The projection's rule: a modal that
/// holds tabs or a split is a cover; any other is a sheet (``SceneProjection/Rules``).
public enum ModalStyle: String, Hashable, Sendable {
    case sheet
    case fullScreenCover
}
