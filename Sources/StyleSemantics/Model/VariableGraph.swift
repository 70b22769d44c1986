/// Which variables refer to themselves through their values: a definition's value names
/// other variables (`@a: @b @c;`), and a variable on a cycle of such references cannot be
/// substituted. Built once per set of workspace symbols, in time linear in the variables and
/// their references (Tarjan's strongly connected components, with an explicit stack: a chain
/// of 100,000 definitions must not exhaust the thread's stack).
public struct VariableGraph: Sendable {
    /// Names longer cycles are summarised by instead of listed.
    static let listedCycleLength = 12

    private var index: [String: Int] = [:]
    private var names: [String] = []
    private var edges: [[Int]] = []
    /// The cyclic component of each variable on a cycle.
    private var component: [Int: Int] = [:]
    private var componentSizes: [Int] = []

    /// `variables`: each name's definitions; the last one's value is the one substituted
    /// inside other variables' values.
    init(_ variables: [String: [WorkspaceSymbols.VariableSite]]) {
        for name in variables.keys.sorted() {
            index[name] = names.count
            names.append(name)
        }
        edges = names.map { name in
            guard let site = variables[name]?.last else { return [] }
            return VariableGraph.referencedNames(site.valueText).compactMap { index[$0] }
        }
        findCycles()
    }

    /// Whether `name`'s value refers back to `name`.
    public func isOnCycle(_ name: String) -> Bool {
        guard let node = index[name] else { return false }
        return component[node] != nil
    }

    /// The names on a shortest reference path from `name` back to itself (`[a, b, a]`), or,
    /// for a long cycle, its first names; nil when `name` is on none.
    public func cycle(from name: String) -> (path: [String], length: Int)? {
        guard let start = index[name], let group = component[start] else { return nil }
        // Breadth-first inside the component; each node is visited once.
        var previous: [Int: Int] = [:]
        var queue = [start]
        var head = 0
        var last: Int?
        search: while head < queue.count {
            let node = queue[head]
            head += 1
            for next in edges[node] where component[next] == group {
                if next == start {
                    last = node
                    break search
                }
                if previous[next] == nil {
                    previous[next] = node
                    queue.append(next)
                }
            }
        }
        guard let last else { return nil }
        // From `last` back to `start` through the search tree, then forwards.
        var backwards = [last]
        while backwards[backwards.count - 1] != start, let step = previous[backwards[backwards.count - 1]] { backwards.append(step) }
        let ordered = backwards.reversed() + [start]
        let length = ordered.count - 1
        let shown = length > VariableGraph.listedCycleLength ? Array(ordered.prefix(VariableGraph.listedCycleLength)) : ordered
        return (shown.map { names[$0] }, length)
    }

    /// The variable names a value refers to: `@name` anywhere in it (strings included, as 1.x
    /// substitutes there too) and `--name`.
    static func referencedNames(_ text: String) -> [String] {
        var result: [String] = []
        let bytes = Array(text.utf8)
        var position = 0
        while position < bytes.count {
            let byte = bytes[position]
            let start: Int
            if byte == UInt8(ascii: "@") {
                start = position + 1
            } else if byte == UInt8(ascii: "-"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "-"),
                position == 0 || !StylesheetOutline.isVariableNameByte(bytes[position - 1]) {
                start = position + 2
            } else {
                position += 1
                continue
            }
            var end = start
            while end < bytes.count, StylesheetOutline.isVariableNameByte(bytes[end]) { end += 1 }
            if end > start { result.append(String(decoding: bytes[start..<end], as: UTF8.self)) }
            position = max(end, position + 1)
        }
        return result
    }

    private mutating func findCycles() {
        let count = names.count
        var order = [Int](repeating: -1, count: count)
        var low = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var next = 0
        // Each frame: a node and how many of its edges have been followed.
        var frames: [(node: Int, edge: Int)] = []
        for root in 0..<count where order[root] < 0 {
            frames.append((root, 0))
            order[root] = next
            low[root] = next
            next += 1
            stack.append(root)
            onStack[root] = true
            while let frame = frames.last {
                let node = frame.node
                if frame.edge < edges[node].count {
                    frames[frames.count - 1].edge += 1
                    let target = edges[node][frame.edge]
                    if order[target] < 0 {
                        order[target] = next
                        low[target] = next
                        next += 1
                        stack.append(target)
                        onStack[target] = true
                        frames.append((target, 0))
                    } else if onStack[target] {
                        low[node] = min(low[node], order[target])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node { low[parent] = min(low[parent], low[node]) }
                guard low[node] == order[node] else { continue }
                var members: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    members.append(member)
                    if member == node { break }
                }
                if members.count > 1 || edges[node].contains(node) {
                    for member in members { component[member] = componentSizes.count }
                    componentSizes.append(members.count)
                }
            }
        }
    }
}
