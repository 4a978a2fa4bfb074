import PathRouter
import PathRouterLocking

extension SampleApp {
    /// Runs one shell command (``shellHelp`` lists them) in the scene `router` shows and
    /// returns what the shell would print, minus the state it draws: what another UI (the
    /// inspector's buttons) does for its user.
    ///
    /// ```swift
    /// let answer = await app.runCommand("login ada", in: app.router(named: "main"))
    /// print(answer)   // ok: logged in as ada
    /// ```
    public func runCommand(_ line: String, in router: NavigationRouter) async -> String {
        let command: ShellCommand
        do {
            guard let parsed = try ShellCommand(parsing: line) else { return "error: an empty command" }
            command = parsed
        } catch {
            return "error: \(error)"
        }
        let lines = Locked.make([String]())
        await run(command, in: router) { line in lines.withLock { $0.append(line) } }
        // The state the shell draws is left out (the inspector draws it): the answer is the
        // lines that say what happened.
        let said = ["ok:", "refused:", "error:", "waiting:", "hint:", "note:"]
        return lines.withLock { $0 }.filter { line in said.contains { line.hasPrefix($0) } }.joined(separator: "\n")
    }
}
