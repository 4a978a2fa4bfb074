#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SampleApp

// `swift run Sample` runs the scripted tour; `swift run Sample --interactive` opens a shell
// over the same app (commands on standard input, one per line; `help` lists them);
// `swift run Sample --manifest` prints the route table as JSON.

do {
    let app = try SampleApp()
    if CommandLine.arguments.contains("--manifest") {
        print(try app.manifestJSON())
    } else if CommandLine.arguments.contains("--interactive") {
        // A prompt when a person types; none when commands come from a file or a pipe.
        let interactive = isatty(0) == 1
        await app.runShell(
            readLine: { readLine() }, print: { print($0) },
            prompt: { prompt in
                guard interactive else { return }
                print(prompt, terminator: "")
                fflush(nil)  // every output stream (stdout is a C global Swift 6 will not touch)
            })
    } else {
        try await app.runTour(print: { print($0) })
    }
} catch {
    print("the sample failed: \(error)")
    exit(1)
}
