// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "StyleLSP",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "StyleParser", targets: ["StyleParser"]),
        .library(name: "StyleSemantics", targets: ["StyleSemantics"]),
        .library(name: "StyleLayout", targets: ["StyleLayout"]),
        .library(name: "StyleProject", targets: ["StyleProject"]),
        .library(name: "StyleLint", targets: ["StyleLint"]),
        .library(name: "StyleFormat", targets: ["StyleFormat"]),
        .library(name: "StyleLSP", targets: ["StyleLSP"]),
        .executable(name: "style-lsp", targets: ["style-lsp"]),
        .executable(name: "style-bench", targets: ["style-bench"]),
        // For the libFuzzer build in Fuzz/, a package of its own.
        .library(name: "FuzzTargets", targets: ["FuzzTargets"]),
    ],
    targets: [
        // Lexer, lossless tree, incremental reparse, line index, property registry.
        .target(name: "StyleParser"),
        // Variables, selectors, value checks, configuration, view definitions → diagnostics.
        .target(name: "StyleSemantics", dependencies: ["StyleParser"]),
        // The view tree, frames (frame/center/bounds, ISSLayout, flexbox) and the ASCII preview.
        .target(name: "StyleLayout", dependencies: ["StyleParser", "StyleSemantics"]),
        // The formatter: a stylesheet's whitespace laid out anew, a pure function of its tree.
        .target(name: "StyleFormat", dependencies: ["StyleParser"]),
        // The project model: a project's files (open in an editor, or on disk, read through one
        // file system), their load order, analyses and layouts, and navigation across them.
        .target(name: "StyleProject", dependencies: ["StyleParser", "StyleSemantics", "StyleLayout", "StyleFormat"]),
        // What `style-lsp lint` checks: files and folders with their projects, layout included.
        .target(name: "StyleLint", dependencies: ["StyleParser", "StyleSemantics", "StyleLayout", "StyleProject"]),
        // The language server: JSON-RPC transport, lifecycle, documents, workspace, features.
        .target(name: "StyleLSP", dependencies: ["StyleParser", "StyleSemantics", "StyleLayout", "StyleProject", "StyleFormat"]),
        .executableTarget(
            name: "style-lsp", dependencies: ["StyleParser", "StyleSemantics", "StyleLayout", "StyleProject", "StyleLint", "StyleFormat", "StyleLSP"]),
        .executableTarget(name: "style-bench", dependencies: ["StyleParser", "StyleSemantics", "StyleProject", "StyleLint", "StyleFormat", "StyleLSP"]),
        // What several test targets share: position markers, the repository and the built binary.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // The fuzz targets: any bytes in, the invariants that failed out. The stress tests run
        // them on seeded inputs; Fuzz/ builds them for libFuzzer.
        .target(
            name: "FuzzTargets", dependencies: ["StyleParser", "StyleSemantics", "StyleLayout", "StyleProject", "StyleFormat", "StyleLSP", "TestSupport"],
            path: "Tests/FuzzTargets"),
        .testTarget(name: "StyleParserTests", dependencies: ["StyleParser", "TestSupport", "FuzzTargets"]),
        .testTarget(name: "StyleSemanticsTests", dependencies: ["StyleParser", "StyleSemantics", "TestSupport", "FuzzTargets"]),
        // Formatting fixtures and their snapshots, and its invariants on every corpus file.
        .testTarget(name: "StyleFormatTests", dependencies: ["StyleParser", "StyleSemantics", "StyleFormat", "TestSupport"]),
        // In-process servers over pipes, and the built `style-lsp` binary.
        .testTarget(name: "StyleLayoutTests", dependencies: ["StyleParser", "StyleSemantics", "StyleLayout", "TestSupport"]),
        // The project model and navigation, on files in memory and on disk.
        .testTarget(name: "StyleProjectTests", dependencies: ["StyleParser", "StyleSemantics", "StyleLayout", "StyleProject", "TestSupport"]),
        .testTarget(name: "StyleLSPTests", dependencies: ["StyleParser", "StyleSemantics", "StyleLayout", "StyleProject", "StyleLSP", "style-lsp", "TestSupport"]),
        // Runs the built `style-lsp` binary.
        .testTarget(name: "EndToEndTests", dependencies: ["style-lsp", "TestSupport"]),
        // Thousands of seeded random and mutated inputs through each fuzz target, and
        // pathological inputs through lint and the server.
        .testTarget(name: "StressTests", dependencies: ["StyleParser", "StyleSemantics", "StyleLayout", "StyleProject", "StyleLint", "StyleLSP", "FuzzTargets", "TestSupport"]),
    ]
)

// Release builds on Linux link the Swift runtime and Foundation statically (what
// `--static-swift-stdlib` does, made the default): only the code that runs is mapped in, so
// the server starts at 11 MiB resident instead of 19 and lint of 1 MB peaks at 38.6 MiB
// instead of 45; the binary also runs without a Swift toolchain. Every module must be
// compiled for it, not only the executables linked with it.
//
// They link with the toolchain's lld, which packs the relative relocations of a
// position-independent executable (`-z pack-relative-relocs`, glibc 2.36+): 15 KB instead of
// 1.9 MB that the loader reads at every start and that stays resident, 1.2 MiB of the server's
// peak. And it places the functions that run while serving and linting first and together
// (Linking/hot-symbols.txt, written by Linking/update-hot-symbols.sh): the code pages the
// server touches fall from 11 MB to about 3, 4 MiB of its peak with a 1 MB stylesheet open.
let hotSymbols = String(#filePath.dropLast("Package.swift".utf8.count)) + "Linking/hot-symbols.txt"
for target in package.targets where target.type != .system {
    let staticStdlib = BuildSettingCondition.when(platforms: [.linux], configuration: .release)
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-static-stdlib"], staticStdlib)]
    target.linkerSettings = (target.linkerSettings ?? []) + [
        .unsafeFlags(
            [
                "-static-stdlib", "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                "-Xlinker", "--symbol-ordering-file=\(hotSymbols)", "-Xlinker", "--no-warn-symbol-ordering",
            ], staticStdlib),
    ]
}
