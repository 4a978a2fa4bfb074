#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SampleApp

// `swift run Sample` runs the scripted tour; `swift run Sample --interactive` opens a shell
// over the same app (commands on standard input, one per line; `help` lists them).

do {
    let app = try SampleApp()
    if CommandLine.arguments.contains("--interactive") {
        await app.runShell(readLine: { readLine() }, print: { print($0) })
    } else {
        try await app.runTour(print: { print($0) })
    }
} catch {
    print("the sample failed: \(error)")
    exit(1)
}
