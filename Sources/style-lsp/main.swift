import Foundation

// `style-lsp COMMAND …`: wires the command line to the libraries; see `CommandLineTool`.
let status = CommandLineTool(arguments: Array(CommandLine.arguments.dropFirst())).run()
exit(status)
