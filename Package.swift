// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "StyleLSP",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "StyleParser", targets: ["StyleParser"]),
        .library(name: "StyleSemantics", targets: ["StyleSemantics"]),
        .executable(name: "style-lsp", targets: ["style-lsp"]),
        .executable(name: "style-bench", targets: ["style-bench"]),
    ],
    targets: [
        // Lexer, lossless tree, incremental reparse, line index, property registry.
        .target(name: "StyleParser"),
        // Variables, selectors, value checks, configuration, view definitions → diagnostics.
        .target(name: "StyleSemantics", dependencies: ["StyleParser"]),
        .executableTarget(name: "style-lsp", dependencies: ["StyleParser", "StyleSemantics"]),
        .executableTarget(name: "style-bench", dependencies: ["StyleParser", "StyleSemantics"]),
        .testTarget(name: "StyleParserTests", dependencies: ["StyleParser"]),
        .testTarget(name: "StyleSemanticsTests", dependencies: ["StyleParser", "StyleSemantics"]),
        // Runs the built `style-lsp` binary.
        .testTarget(name: "EndToEndTests", dependencies: ["style-lsp"]),
    ]
)
