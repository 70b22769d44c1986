import StyleSemantics
import Testing

/// `an+b` matching as InterfaCSS 1.x defines it: the 0-based index `(i-1)*a + b - 1` for some
/// `i` in `1…count`.
@Suite struct AnPlusBTests {
    @Test func matchesExactlyTheIndexesOfTheDefinition() throws {
        for a in -4...4 {
            for b in -6...6 {
                let rule = try #require(AnPlusB("\(a)n\(b < 0 ? "-" : "+")\(abs(b))"))
                for count in 0...9 {
                    for index in -2...10 {
                        let expected = count > 0 && (1...count).contains { ($0 - 1) * a + b - 1 == index }
                        #expect(rule.matches(index: index, count: count) == expected, "\(a)n+\(b), index \(index) of \(count)")
                    }
                }
            }
        }
    }

    @Test func hugeCoefficientsNeitherOverflowNorMatch() throws {
        let rule = try #require(AnPlusB("9223372036854775807n+9223372036854775807"))
        #expect(rule.matches(index: 5, count: 100_000) == false)
        #expect(rule.matches(index: Int.max - 1, count: 1) == true)
    }
}
