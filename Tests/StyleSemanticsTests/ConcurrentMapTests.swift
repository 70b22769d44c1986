import StyleSemantics
import Testing

/// `concurrentMap`, on which the analysis of a workspace and `lint` run their files on all cores.
@Suite struct ConcurrentMapTests {
    final class Result: Sendable {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    @Test func resultsInTheOrderOfTheItems() {
        #expect(concurrentMap(Array(0..<100)) { $0 * 3 } == (0..<100).map { $0 * 3 })
        #expect(concurrentMap([7]) { $0 + 1 } == [8])
        #expect(concurrentMap([Int]()) { $0 }.isEmpty)
    }

    /// The results live only as long as the array returned: a server analysing its workspace on
    /// every change (and the fuzzer, which once grew by 160 KB a run) must not keep them all.
    @Test func keepsNoResultAlive() {
        weak var first: Result?
        weak var last: Result?
        do {
            let results = concurrentMap(Array(0..<8)) { Result($0) }
            #expect(results.map(\.value) == Array(0..<8))
            first = results.first
            last = results.last
        }
        #expect(first == nil)
        #expect(last == nil)
    }
}
