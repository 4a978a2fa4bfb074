#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The harness's options. A full run takes half an hour, so `--help` prints them instead of
/// starting one, and a misspelt option is refused rather than ignored.
enum Usage {
    /// Options followed by a value.
    static let valued: Set<String> = [
        "--rounds", "--routes", "--impl", "--json-out", "--profile", "--which", "--repeat", "--depth", "--pushes", "--typed", "--controllers",
    ]
    /// Options on their own.
    static let flags: Set<String> = ["--json", "--quick", "--navigate-only", "--sorted", "--recycle-pages", "--keep-tables", "--help", "-h"]

    static let text = """
        usage: PathRouterBenchmarks [options]
          (no option)            the full run: lookups, registration and heap for every implementation
                                 at 10 to 100,000 routes, then the navigation figures (25 to 35 minutes)
          --quick                a short run (10 and 1,000 routes, one round)
          --rounds N             rounds (medians are reported; 3 by default, 1 with --quick)
          --routes 10,1000       route counts
          --impl PathRouter,Hummingbird
                                 implementations (PathRouter, RoutingKit, Hummingbird, Linear)
          --navigate-only        only the navigation figures
          --json                 one JSON document instead of the tables
          --json-out FILE        also write that document to FILE
          --profile KIND         only one piece of work, for a profiler such as callgrind:
                                   hits, misses, hits10, misses10, navigate, pushes, navigate-tab,
                                   deeplink, deeplink-over-chain,
                                   register | register1 [--routes N] [--repeat K] [--sorted]
                                     [--recycle-pages | --keep-tables]
                                     (each build's time and minor page faults),
                                   lookup --impl NAME --routes N --which hits|misses|params|literal-hits|parameter-hits --repeat K,
                                   hit-kinds [--routes N,M] [--rounds K],
                                   escaped-values [--routes N,M] [--rounds K],
                                   push-shapes [--rounds K],
                                   observed-pushes --depth D --pushes P (one event observer),
                                   bindings --depth D --pushes P (projection and plan per push),
                                   model --depth D --pushes P [--controllers 1] (one push followed
                                     end to end by a SceneModel, or by the coordinator's loop),
                           typed-pushes --typed 0|1 --pushes P (to a typed route, by value or by path)
          -h, --help             this text
        """

    /// Prints the usage and exits when asked for it; exits with status 2, naming the problem,
    /// on an option it does not know or one that lacks its value.
    static func check(_ arguments: ArraySlice<String>) {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(text)
            exit(0)
        }
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if valued.contains(argument) {
                guard arguments.index(after: index) < arguments.endIndex else { refuse("\(argument) needs a value") }
                index = arguments.index(index, offsetBy: 2)
            } else if flags.contains(argument) {
                index = arguments.index(after: index)
            } else {
                refuse("unknown option \(argument)")
            }
        }
    }

    private static func refuse(_ problem: String) -> Never {
        var message = "PathRouterBenchmarks: \(problem)\n\n\(text)\n"
        message.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
        exit(2)
    }
}
