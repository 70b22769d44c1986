import Foundation
import StyleParser
import Testing
import TestSupport

/// `SyntaxNode.walk` visits what `children` gives, in the same order, with the same ranges,
/// and skips what `enter` declines.
@Suite struct SyntaxWalkTests {
    /// The steps of a walk through `children`, the reference.
    static func steps(byChildren node: SyntaxNode, skipping skipped: Set<SyntaxKind> = []) -> [String] {
        var result: [String] = []
        var stack: [(SyntaxElement, Bool)] = [(.node(node), false)]
        while let (element, closing) = stack.popLast() {
            switch element {
            case .token(let token):
                result.append("\(token.kind) \(token.range)")
            case .node(let node):
                if closing {
                    result.append(")\(node.kind.name) \(node.range)")
                    continue
                }
                result.append("(\(node.kind.name) \(node.range)")
                stack.append((element, true))
                if skipped.contains(node.kind) { continue }
                for child in node.children.reversed() { stack.append((child, false)) }
            }
        }
        return result
    }

    static func steps(byWalking node: SyntaxNode, skipping skipped: Set<SyntaxKind> = []) -> [String] {
        var result: [String] = []
        node.walk(
            enter: { node in
                result.append("(\(node.kind.name) \(node.range)")
                return !skipped.contains(node.kind)
            },
            token: { kind, range in result.append("\(kind) \(range)") },
            exit: { node in result.append(")\(node.kind.name) \(node.range)") })
        return result
    }

    static let texts: [String] = {
        var texts = [
            "", "a", "  \n", ".a { b: c; .d { e: f(1, 2).g(3) } }", "@v: 1 + 2 * (3 - -4);", ".a{", "}", "/* unterminated",
            ".a, .b > c:nthChild(2n+1) { titleColor(highlighted): parent(10, 10).top(20); attributedText: \"a\" (font: X 12); }",
        ]
        for folder in ["Tests/Corpus/interfacss", "Tests/Conformance", "examples"] {
            let directory = repositoryRoot.appendingPathComponent(folder)
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted() where name.hasSuffix(".css") {
                texts.append(String(decoding: (try? Data(contentsOf: directory.appendingPathComponent(name))) ?? Data(), as: UTF8.self))
            }
        }
        // Long lists, stored in chunks; deep nesting.
        texts.append(String(repeating: ".a { b: c; }\n", count: 3000))
        texts.append(".a {" + String(repeating: " b: c;", count: 3000) + " }")
        texts.append(String(repeating: ".a{", count: 300) + String(repeating: "}", count: 300))
        return texts
    }()

    @Test func walkingVisitsWhatChildrenGive() {
        for text in Self.texts {
            let tree = SyntaxTree(text)
            #expect(Self.steps(byWalking: tree.root) == Self.steps(byChildren: tree.root), "\(text.prefix(60))")
        }
    }

    @Test func walkingSkipsWhatEnterDeclines() {
        for text in Self.texts {
            let tree = SyntaxTree(text)
            for skipped: Set<SyntaxKind> in [[.ruleset], [.declaration], [.value, .selectorList], [.block], [.functionCall]] {
                #expect(Self.steps(byWalking: tree.root, skipping: skipped) == Self.steps(byChildren: tree.root, skipping: skipped), "\(text.prefix(60))")
            }
        }
    }

    /// A walk can start at any node: an item stored in its block's words, a node inside one.
    @Test func walkingStartsAnywhere() {
        let tree = SyntaxTree(".a { b: c(1, 2); .d { e: f; } }\n@v: 1;")
        for node in tree.root.descendants {
            #expect(Self.steps(byWalking: node) == Self.steps(byChildren: node), "\(node.kind.name)")
        }
    }

    @Test func topLevelElementsAroundARange() {
        let text = "@a: 1;\n/* c */\n.b { c: d; }\n.e { f: g; }\n"
        let tree = SyntaxTree(text)
        func offsets(_ range: Range<Int>) -> [Int] { tree.topLevelElements(around: range).map(\.offset) }
        // From the item before the range (`@a: 1;`) to the last element starting before its end.
        #expect(offsets(17..<18) == [0, 6, 7, 14, 15])
        #expect(offsets(15..<27) == [0, 6, 7, 14, 15, 27])
        // At the start: from the first element.
        #expect(offsets(0..<0) == [0])
        #expect(offsets(text.utf8.count..<text.utf8.count) == [28, 40])
    }
}
