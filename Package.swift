// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "StyleLSP",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "StyleParser", targets: ["StyleParser"]),
        .executable(name: "style-lsp", targets: ["style-lsp"]),
        .executable(name: "style-bench", targets: ["style-bench"]),
    ],
    targets: [
        .target(name: "StyleParser"),
        .executableTarget(name: "style-lsp", dependencies: ["StyleParser"]),
        .executableTarget(name: "style-bench", dependencies: ["StyleParser"]),
        .testTarget(name: "StyleParserTests", dependencies: ["StyleParser"]),
    ]
)
