/// The one wait of a kind whose commit waits only for the leave guards of the screens it
/// removes, asked away from the scene's job (a scene operation, a restore).
enum LeaveGuardsWait: Sendable {
    case leaveGuards
}
