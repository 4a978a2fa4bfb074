import PathRouter
import PathRouterInspector

/// What a page builds from the messages it received, for each scene: the snapshot it started
/// from, then every record applied (in Swift, as `renderer.js` does in the page).
struct PageMirror {
    var states: [String: SceneState] = [:]
    var seqs: [String: UInt64] = [:]
    var problems: [String] = []

    init(_ messages: [InspectorMessage]) {
        for message in messages {
            guard let scene = message.scene else { continue }
            switch message.type {
            case .snapshot:
                states[scene] = message.state?.sceneState
                seqs[scene] = message.seq
            case .record:
                guard var state = states[scene], let record = message.transition?.sceneTransition else {
                    problems.append("record \(message.seq ?? 0) of \(scene) before a snapshot or not well formed")
                    continue
                }
                if message.seq != (seqs[scene] ?? 0) + 1 { problems.append("record \(message.seq ?? 0) after \(seqs[scene] ?? 0)") }
                do throws(SceneError) {
                    try state.apply(record)
                } catch {
                    problems.append("record \(message.seq ?? 0) of \(scene) did not apply: \(error)")
                }
                states[scene] = state
                seqs[scene] = message.seq
            case .sceneClosed:
                states[scene] = nil
            default:
                break
            }
        }
    }

    /// The page's state of `scene` in wire form (what it would draw).
    func wire(_ scene: String) -> WireState? { states[scene].map(WireState.init) }
}
