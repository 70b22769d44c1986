import Foundation
import StyleParser

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "parse", arguments.count >= 2 {
    let data = FileManager.default.contents(atPath: arguments[1]) ?? Data()
    let tree = SyntaxTree(bytes: Array(data))
    print(tree.dump(), terminator: "")
    for d in tree.diagnostics { print(d) }
}
