// swift-tools-version: 6.0
// The fuzz targets of Tests/FuzzTargets as one libFuzzer binary, `style-fuzz` (the target is
// chosen with FUZZ_TARGET). A package of its own, so that the root package's `swift build` and
// `swift test` never need libFuzzer: build and run it with `bash Fuzz/run.sh`.
import Foundation
import PackageDescription

// The root package's identity is its folder's name, whatever the clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "StyleFuzz",
    dependencies: [.package(path: root.path)],
    targets: [
        // Linked statically, as the root package's release builds are compiled to be.
        .executableTarget(
            name: "style-fuzz", dependencies: ["CLibFuzzer", .product(name: "FuzzTargets", package: root.lastPathComponent)],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]),
        // The declaration of `LLVMFuzzerRunDriver`, from the runtime `-sanitize=fuzzer` links.
        .systemLibrary(name: "CLibFuzzer"),
    ]
)
