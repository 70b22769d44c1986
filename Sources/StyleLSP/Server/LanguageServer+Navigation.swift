import Foundation
import StyleParser
import StyleProject
import StyleSemantics

/// Definition, declaration, references, highlights, rename and symbols: protocol positions in,
/// the project model's navigator (`ProjectNavigator`) asked, protocol results out. Files the
/// client has not opened are positioned by the model's line index of their text on disk.
extension LanguageServer {
    /// The navigator of a document's project and what is under the cursor.
    private func navigationTarget(_ params: TextDocumentPositionParams) throws -> (OpenDocument, ProjectNavigator, ProjectNavigator.Target?, Int) {
        let document = try self.document(params.textDocument.uri)
        let offset = document.offset(of: params.position, encoding: client.encoding)
        let navigator = model.navigator(for: document.path)
        return (document, navigator, navigator.target(at: offset, in: document.path, text: document.file.text), offset)
    }

    /// An answer that positions closed files, made again when reading one for its positions
    /// found it changed on disk since the model read it (a client that does not report
    /// changes): its ranges must fit the text the client will read.
    private func fittingClosedFiles<Answer>(_ make: () throws -> Answer) throws -> Answer {
        let changed = model.filesFoundChanged
        let answer = try make()
        return model.filesFoundChanged == changed ? answer : try make()
    }

    func definition(_ params: TextDocumentPositionParams) throws -> Locations {
        try fittingClosedFiles {
            let (document, navigator, target, _) = try navigationTarget(params)
            guard let target else { return .locations([]) }
            return locations(navigator.definitions(of: target), from: document, target: target, links: client.definitionLinks)
        }
    }

    func declaration(_ params: TextDocumentPositionParams) throws -> Locations {
        try fittingClosedFiles {
            let (document, navigator, target, _) = try navigationTarget(params)
            guard let target else { return .locations([]) }
            return locations(navigator.declarations(of: target), from: document, target: target, links: client.declarationLinks)
        }
    }

    func references(_ params: ReferenceParams) throws -> [Location] {
        try fittingClosedFiles {
            let (_, navigator, target, _) = try navigationTarget(TextDocumentPositionParams(textDocument: params.textDocument, position: params.position))
            guard let target else { return [] }
            var positions = Positions(server: self)
            return navigator.references(of: target, includeDeclaration: params.context?.includeDeclaration ?? true).map {
                Location(uri: positions.uri($0.path), range: positions.range($0.selectionRange, in: $0.path))
            }
        }
    }

    func documentHighlights(_ params: TextDocumentPositionParams) throws -> [DocumentHighlight] {
        let (document, navigator, target, _) = try navigationTarget(params)
        guard let target else { return [] }
        return navigator.highlights(of: target).map {
            DocumentHighlight(range: document.range(of: $0.range, encoding: client.encoding), kind: $0.isWrite ? .write : .read)
        }
    }

    func prepareRename(_ params: TextDocumentPositionParams) throws -> PrepareRenameResult {
        let (document, navigator, target, offset) = try navigationTarget(params)
        switch navigator.renameRange(of: target, at: offset, in: document.isViewDefinition ? nil : document.file.tree) {
        case .failure(let refusal):
            throw ResponseError.requestFailed(refusal.message)
        case .success(let found):
            return PrepareRenameResult(range: document.range(of: found.range, encoding: client.encoding), placeholder: found.placeholder)
        }
    }

    func rename(_ params: RenameParams) throws -> WorkspaceEdit {
        let position = TextDocumentPositionParams(textDocument: params.textDocument, position: params.position)
        var (document, navigator, target, offset) = try navigationTarget(position)
        var result = navigator.rename(target, at: offset, in: document.isViewDefinition ? nil : document.file.tree, to: params.newName)
        // A closed file that changed on disk without the client saying so is read again, and
        // the rename made anew: its edits must fit the text the client will change.
        if case .success(let edits) = result, model.refreshIfChanged(edits.keys) {
            (document, navigator, target, offset) = try navigationTarget(position)
            result = navigator.rename(target, at: offset, in: document.isViewDefinition ? nil : document.file.tree, to: params.newName)
        }
        switch result {
        case .failure(let refusal):
            throw ResponseError.requestFailed(refusal.message)
        case .success(let edits):
            var positions = Positions(server: self)
            return workspaceEdit(edits.keys.sorted().map { path in
                (positions.uri(path), openDocument(at: path)?.version, edits[path]!.map {
                    LSPTextEdit(range: positions.range($0.range, in: path), newText: String(decoding: $0.replacement, as: UTF8.self))
                })
            })
        }
    }

    func documentSymbols(_ params: TextDocumentParams) throws -> DocumentSymbols {
        let document = try self.document(params.textDocument.uri)
        let symbols = model.navigator(for: document.path).documentSymbols(of: document.path)
        func convert(_ symbol: NavigationSymbol) -> DocumentSymbol {
            DocumentSymbol(
                name: symbol.name, detail: symbol.detail, kind: Self.symbolKind(symbol.kind), range: document.range(of: symbol.range, encoding: client.encoding),
                selectionRange: document.range(of: symbol.selectionRange, encoding: client.encoding),
                children: symbol.children.isEmpty ? nil : symbol.children.map(convert))
        }
        guard client.hierarchicalSymbols else {
            var flat: [SymbolInformation] = []
            func add(_ symbol: NavigationSymbol, container: String?) {
                flat.append(SymbolInformation(
                    name: symbol.name, kind: Self.symbolKind(symbol.kind),
                    location: Location(uri: document.uri, range: document.range(of: symbol.range, encoding: client.encoding)), containerName: container))
                for child in symbol.children { add(child, container: symbol.name) }
            }
            for symbol in symbols { add(symbol, container: nil) }
            return .flat(flat)
        }
        return .hierarchical(symbols.map(convert))
    }

    /// `workspace/symbol`: across the projects of the workspace folders and of the open
    /// documents.
    func workspaceSymbols(_ params: WorkspaceSymbolParams) throws -> [SymbolInformation] {
        try fittingClosedFiles { workspaceSymbolsOnce(params) }
    }

    private func workspaceSymbolsOnce(_ params: WorkspaceSymbolParams) -> [SymbolInformation] {
        var positions = Positions(server: self)
        var result: [SymbolInformation] = []
        for (place, _) in workspaceProjects() {
            let matches = model.navigator(for: place).workspaceSymbols(matching: params.query)
            // Positions a file at a time, then back in the order of the matches.
            var ranges = [LSPRange?](repeating: nil, count: matches.count)
            for index in matches.indices.sorted(by: { (matches[$0].path, matches[$0].symbol.selectionRange.lowerBound) < (matches[$1].path, matches[$1].symbol.selectionRange.lowerBound) }) {
                ranges[index] = positions.range(matches[index].symbol.selectionRange, in: matches[index].path)
            }
            for (match, range) in zip(matches, ranges) {
                result.append(SymbolInformation(
                    name: match.symbol.name, kind: Self.symbolKind(match.symbol.kind), location: Location(uri: positions.uri(match.path), range: range!),
                    containerName: match.container))
            }
        }
        return result
    }

    static func symbolKind(_ kind: NavigationSymbol.Kind) -> SymbolKind {
        switch kind {
        case .ruleset: return .class
        case .variable: return .variable
        case .extend: return .interface
        case .view: return .object
        case .elementID: return .field
        }
    }

    /// Locations or links, as the client declared; a link's origin is the name the cursor is on.
    private func locations(_ found: [ProjectNavigator.Location], from document: OpenDocument, target: ProjectNavigator.Target, links: Bool) -> Locations {
        var positions = Positions(server: self)
        guard links else {
            return .locations(found.map { Location(uri: positions.uri($0.path), range: positions.range($0.selectionRange, in: $0.path)) })
        }
        let origin: LSPRange?
        switch target {
        case .name(let occurrence, _): origin = document.range(of: occurrence.range, encoding: client.encoding)
        case .element(let element, _):
            origin = document.file.snapshot?.viewDefinition.map { document.range(of: $0.elements[element].nameRange, encoding: client.encoding) }
        }
        return .links(found.map {
            LocationLink(
                originSelectionRange: origin, targetUri: positions.uri($0.path), targetRange: positions.range($0.range, in: $0.path),
                targetSelectionRange: positions.range($0.selectionRange, in: $0.path))
        })
    }

    /// Protocol positions in any file of the model: a closed file's line index is made from its
    /// text read again, one file at a time (asked for ranges file by file, in document order, a
    /// request that reaches a hundred files holds one of them at a time, walking forward).
    struct Positions {
        let server: LanguageServer
        private var current: (path: String, index: LineIndex, line: Int)?
        /// Made once a file: an answer may hold thousands of places in one.
        private var uris: [String: String] = [:]

        init(server: LanguageServer) {
            self.server = server
        }

        /// The URI the client knows an open document by, else the file's.
        mutating func uri(_ path: String) -> String {
            if let known = uris[path] { return known }
            let uri = server.openDocument(at: path)?.uri ?? DocumentURI.uri(path)
            uris[path] = uri
            return uri
        }

        mutating func range(_ range: Range<Int>, in path: String) -> LSPRange {
            if current?.path != path || range.lowerBound < current!.index.lineStarts[current!.line] {
                current = (path, current?.path == path ? current!.index : server.model.lines(of: path) ?? LineIndex([UInt8]()), 0)
            }
            let encoding = server.client.encoding
            let start = current!.index.position(of: range.lowerBound, encoding: encoding, after: &current!.line)
            var endLine = current!.line
            let end = current!.index.position(of: range.upperBound, encoding: encoding, after: &endLine)
            return LSPRange(start: Position(line: start.line, character: start.column), end: Position(line: end.line, character: end.column))
        }
    }
}
