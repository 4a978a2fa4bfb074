import PathRouter

/// One push end to end for the shapes of path that links carry, PathRouter only:
/// `--profile push-shapes`.
///
/// The push of the navigation table (`/items/7919`) beside the same pushes with a query (one
/// pair, or three), an escaped value (`%C3%A9`) and a path written loosely (`//items/7919/`,
/// which the screen shows normalized), timed side by side in blocks of nine pushes from a
/// fresh root, like the push of the navigation table.
///
/// ```
/// swift run -c release --package-path Benchmarks PathRouterBenchmarks --profile push-shapes
/// ```
enum PushShapes {
    static let shapes: [(name: String, paths: [String])] = [
        ("plain", NavigationBenchmark.itemPaths),
        ("?tab=reviews", NavigationBenchmark.itemPaths.map { $0 + "?tab=reviews" }),
        ("?tab=reviews&sort=new&page=2", NavigationBenchmark.itemPaths.map { $0 + "?tab=reviews&sort=new&page=2" }),
        ("value + %C3%A9", NavigationBenchmark.itemPaths.map { $0 + "%C3%A9" }),
        ("//items/…/", NavigationBenchmark.itemPaths.map { "/" + $0 + "/" }),
    ]

    static func run(rounds: Int) {
        let blocks = shapes.map { shape in
            NavigationBenchmark.Block(
                routers: [
                    NavigationRouter(
                        scene: NavigationScene(id: "push-shapes"),
                        registry: NavigationBenchmark.makeRegistry())
                ],
                paths: shape.paths
            ) { $0.navigate(toPath: "/home", replace: true) }
        }
        print("| round | " + shapes.map { "`\($0.name)` ns" }.joined(separator: " | ") + " |")
        print("|---:|" + String(repeating: "---:|", count: shapes.count))
        for round in 1...rounds {
            let medians = NavigationBenchmark.interleavedMedians(blocks, blocks: 20_000)
            print("| \(round) | " + medians.map { format($0) }.joined(separator: " | ") + " |")
        }
        // Every shape landed its nine screens, with the values decoded.
        for (block, shape) in zip(blocks, shapes) {
            let screens = block.routers[0].state.root?.screens ?? []
            precondition(screens.count == 10 && screens.last?.pattern == "/items/:id", "\(shape.name): \(screens)")
            let value = screens.last?.parameters["id"] ?? ""
            precondition(shape.name != "value + %C3%A9" || value.hasSuffix("é"), "\(shape.name): \(value)")
            precondition(!shape.name.hasPrefix("?") || screens.last?.parameters["tab"] == "reviews", "\(shape.name)")
        }
    }
}
