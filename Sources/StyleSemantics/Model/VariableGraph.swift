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
    /// Past this size a component's cycles are not searched from each variable (that is
    /// quadratic in the component) but pieced together through one of its variables.
    static let searchedComponentSize = 64
    /// For the variables of larger components: the paths through their component's first
    /// variable (see `cycle(from:)`).
    private var throughRoot: [Int: RootPaths] = [:]

    /// Shortest paths inside one component between its first variable and the others.
    private struct RootPaths {
        /// The next variable on the way to the root, and how many steps it is.
        var towardRoot: Int
        var stepsToRoot: Int
        /// The previous variable on the way from the root, and how many steps it is.
        var fromRoot: Int
        var stepsFromRoot: Int
        /// The variable on the way from the root at most `listedCycleLength` steps from it.
        var anchor: Int
    }

    /// `lastValues`: each name with its last definition's value, the one substituted inside
    /// other variables' values.
    init(_ lastValues: [(name: String, valueText: String)]) {
        let sorted = lastValues.sorted { $0.name < $1.name }
        for (name, _) in sorted {
            index[name] = names.count
            names.append(name)
        }
        edges = sorted.map { VariableGraph.referencedNames($0.valueText).compactMap { index[$0] } }
        findCycles()
        findRootPaths()
    }

    /// Whether `name`'s value refers back to `name`.
    public func isOnCycle(_ name: String) -> Bool {
        guard let node = index[name] else { return false }
        return component[node] != nil
    }

    /// The names on a shortest reference path from `name` back to itself (`[a, b, a]`), or,
    /// for a long cycle, its first names; nil when `name` is on none. In a component of more
    /// than `searchedComponentSize` variables the search stops after as many references, and
    /// a longer path goes through the component's first variable (it may not be the shortest).
    public func cycle(from name: String) -> (path: [String], length: Int)? {
        guard let start = index[name], let group = component[start] else { return nil }
        let throughRoot = self.throughRoot[start].flatMap { $0.stepsToRoot > 0 ? $0 : nil }
        var budget = throughRoot == nil ? Int.max : VariableGraph.searchedComponentSize
        // Breadth-first inside the component; each node is visited once.
        var previous: [Int: Int] = [:]
        var queue = [start]
        var head = 0
        var last: Int?
        search: while head < queue.count {
            let node = queue[head]
            head += 1
            for next in edges[node] where component[next] == group {
                budget -= 1
                if budget < 0, let throughRoot { return cycleThroughRoot(from: start, throughRoot) }
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

    /// `start` → … → the root → … → `start` (not the root itself), listed up to
    /// `listedCycleLength` names.
    private func cycleThroughRoot(from start: Int, _ paths: RootPaths) -> (path: [String], length: Int) {
        let length = paths.stepsToRoot + paths.stepsFromRoot
        var shown = [start]
        var node = start
        while shown.count < VariableGraph.listedCycleLength, let step = throughRoot[node], step.stepsToRoot > 0 {
            node = step.towardRoot
            shown.append(node)
        }
        if shown.count < VariableGraph.listedCycleLength {
            // At the root: on towards `start`, as far as its anchor (`start` itself when it is
            // that close to the root).
            var fromRoot: [Int] = []
            var step = paths.anchor
            while let back = throughRoot[step], back.stepsFromRoot > 0 {
                fromRoot.append(step)
                step = back.fromRoot
            }
            shown += fromRoot.reversed()
        }
        if shown.count > VariableGraph.listedCycleLength { shown = Array(shown.prefix(VariableGraph.listedCycleLength)) }
        return (shown.map { names[$0] }, length)
    }

    /// Shortest paths to and from the first variable of every component too large to search
    /// from each variable: two breadth-first searches per component, linear in its references.
    private mutating func findRootPaths() {
        var members: [Int: [Int]] = [:]
        for (node, group) in component where componentSizes[group] > VariableGraph.searchedComponentSize {
            members[group, default: []].append(node)
        }
        guard !members.isEmpty else { return }
        var reverse: [Int: [Int]] = [:]
        for (node, targets) in edges.enumerated() where component[node].map({ members[$0] != nil }) ?? false {
            for target in targets where component[target] == component[node] { reverse[target, default: []].append(node) }
        }
        for (group, nodes) in members {
            let root = nodes.min()!
            // Breadth-first from the root along the references, then against them.
            var from: [Int: (previous: Int, steps: Int, anchor: Int)] = [root: (root, 0, root)]
            var queue = [root], head = 0
            while head < queue.count {
                let node = queue[head]
                head += 1
                let here = from[node]!
                for next in edges[node] where component[next] == group && from[next] == nil {
                    let steps = here.steps + 1
                    from[next] = (node, steps, steps <= VariableGraph.listedCycleLength ? next : here.anchor)
                    queue.append(next)
                }
            }
            var toward: [Int: (next: Int, steps: Int)] = [root: (root, 0)]
            queue = [root]
            head = 0
            while head < queue.count {
                let node = queue[head]
                head += 1
                for previous in reverse[node] ?? [] where toward[previous] == nil {
                    toward[previous] = (node, toward[node]!.steps + 1)
                    queue.append(previous)
                }
            }
            for node in nodes {
                guard let forward = from[node], let backward = toward[node] else { continue }
                throughRoot[node] = RootPaths(
                    towardRoot: backward.next, stepsToRoot: backward.steps, fromRoot: forward.previous, stepsFromRoot: forward.steps,
                    anchor: forward.anchor)
            }
        }
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
