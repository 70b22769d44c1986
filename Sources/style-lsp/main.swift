import Foundation

#if canImport(Glibc)
import Glibc

// One malloc arena for every thread: what the layout thread frees at its peak otherwise stays
// in an arena of its own (6 MiB more resident for a 1 MB stylesheet); the server's two threads
// barely contend for it. `mallopt` and M_ARENA_MAX (-8) are in malloc.h, which Swift's Glibc
// module leaves out, so the function is looked up.
if let mallopt = dlsym(nil, "mallopt") {
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    _ = unsafeBitCast(mallopt, to: Mallopt.self)(-8, 1)
}
#endif

// `style-lsp COMMAND …`: wires the command line to the libraries; see `CommandLineTool`.
let status = CommandLineTool(arguments: Array(CommandLine.arguments.dropFirst())).run()
exit(status)
